import { describe, expect, it } from 'vitest';
import { COLLECTION_MESSAGES, RANDOM_CODE } from './collection-messages';
import {
  cardFormPayload,
  cardFormProblems,
  checkPhotoFiles,
  generateRandomCode,
  gradeProblem,
  priceProblem,
  serialNumberProblem,
  type CardFormValues,
} from './collection-rules';

const blank: CardFormValues = {
  random_code: 'AB3D',
  serial_number: '',
  user_location: '',
  purchase_price: '',
  estimated_value: '',
  notes: '',
  aftermarket_autograph: false,
  grading_agency: '',
  grade: '',
  grade_id: '',
};

describe('random code', () => {
  it('has 4 characters from the unambiguous alphabet', () => {
    for (let i = 0; i < 200; i++) {
      const code = generateRandomCode();
      expect(code).toMatch(/^[A-Z2-9]{4}$/);
      for (const ch of code) expect(RANDOM_CODE.alphabet).toContain(ch);
      expect(code).not.toMatch(/[0O1IL]/);
    }
  });
  it('covers both ends of the alphabet', () => {
    expect(generateRandomCode(() => 0)).toBe('AAAA');
    expect(generateRandomCode(() => 0.99999)).toBe('9999');
  });
});

describe('serial number', () => {
  it('is blank-friendly and bounded by the print run', () => {
    expect(serialNumberProblem('', 99)).toBeNull();
    expect(serialNumberProblem('1', 99)).toBeNull();
    expect(serialNumberProblem('99', 99)).toBeNull();
    expect(serialNumberProblem('1', 1)).toBeNull();
    expect(serialNumberProblem('0', 99)).toBe(COLLECTION_MESSAGES.serialRange(99));
    expect(serialNumberProblem('100', 99)).toBe(COLLECTION_MESSAGES.serialRange(99));
    expect(serialNumberProblem('2.5', 99)).toBe(COLLECTION_MESSAGES.serialRange(99));
    expect(serialNumberProblem('5', null)).toBe(COLLECTION_MESSAGES.serialNoPrintRun);
  });
});

describe('prices and grades', () => {
  it.each(['', '0', '12', '12.5', '12.50', '0.01'])('accepts price %s', (v) =>
    expect(priceProblem(v, 'Purchase price')).toBeNull(),
  );
  it.each(['-1', '1.234', 'abc', '1,50', '.5'])('rejects price %s', (v) =>
    expect(priceProblem(v, 'Purchase price')).toBe(COLLECTION_MESSAGES.price('Purchase price')),
  );
  it.each(['10', '9.5', '100', ''])('accepts grade %s', (v) => expect(gradeProblem(v)).toBeNull());
  it.each(['9.55', '101', 'A', '-1'])('rejects grade %s', (v) =>
    expect(gradeProblem(v)).toBe(COLLECTION_MESSAGES.grade),
  );
});

describe('photo files', () => {
  const file = (name: string, type = 'image/png', size = 1000) => ({ name, type, size });
  it('rejects wrong types and large files by name', () => {
    const result = checkPhotoFiles(
      [file('a.gif', 'image/gif'), file('b.png', 'image/png', 6e6), file('c.jpg', 'image/jpeg')],
      0,
    );
    expect(result.accepted.map((f) => f.name)).toEqual(['c.jpg']);
    expect(result.errors).toEqual([
      COLLECTION_MESSAGES.photoType('a.gif'),
      COLLECTION_MESSAGES.photoSize('b.png'),
    ]);
  });
  it('keeps the total at 5', () => {
    expect(checkPhotoFiles([file('a.png'), file('b.png')], 3).accepted).toHaveLength(2);
    const over = checkPhotoFiles([file('a.png'), file('b.png')], 4);
    expect(over.accepted).toEqual([]);
    expect(over.errors).toEqual(['Maximum 5 photos allowed per card. You have 4 photos already.']);
  });
});

describe('card form', () => {
  it('reports every problem at once', () => {
    const errors = cardFormProblems(
      { ...blank, serial_number: '120', purchase_price: '1.999', grading_agency: '2', grade: '9.55' },
      99,
    );
    expect(Object.keys(errors).sort()).toEqual(['grade', 'purchase_price', 'serial_number']);
  });
  it('ignores grade text without an agency and serials without a print run', () => {
    expect(cardFormProblems({ ...blank, grade: 'x', serial_number: '5' }, null)).toEqual({});
  });
  it('builds the payload with nulls for blanks', () => {
    expect(
      cardFormPayload(
        {
          ...blank,
          random_code: 'ab3d',
          serial_number: '7',
          user_location: '4',
          purchase_price: '12.5',
          grading_agency: '1',
          grade: '9.5',
          grade_id: ' 123 ',
        },
        99,
      ),
    ).toEqual({
      random_code: 'AB3D',
      serial_number: 7,
      user_location: 4,
      purchase_price: 12.5,
      estimated_value: null,
      notes: null,
      aftermarket_autograph: false,
      grading_agency: 1,
      grade: 9.5,
      grade_id: '123',
    });
    expect(cardFormPayload({ ...blank, grade: '9', grade_id: 'x' }, null).grade).toBeNull();
  });
});
