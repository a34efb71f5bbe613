import { describe, expect, it } from 'vitest';
import type { ChecklistImport } from '../ingest.types';
import { decodeSampleCatalogue, encodeSampleCatalogue } from './sample-format';

const checklists: ChecklistImport[] = [
  {
    set: { name: 'Topps', year: 1984, manufacturer: 'Topps', organization: 'MLB' },
    series: [
      {
        name: 'Base',
        isBase: true,
        parentName: null,
        colorName: null,
        colorHex: null,
        printRunDisplay: null,
        minPrintRun: null,
        maxPrintRun: null,
        cards: [
          {
            cardNumber: '8',
            isRookie: true,
            isAutograph: false,
            isRelic: false,
            printRun: null,
            notes: 'RC',
            players: [
              {
                firstName: 'Don',
                lastName: 'Mattingly',
                nickName: 'Donnie Baseball',
                teamName: 'New York Yankees',
              },
            ],
          },
          {
            cardNumber: '131',
            isRookie: false,
            isAutograph: false,
            isRelic: false,
            printRun: null,
            notes: null,
            players: [],
            teamNames: ['New York Yankees'],
          },
        ],
      },
      {
        name: 'Gold',
        isBase: false,
        parentName: 'Base',
        colorName: 'Gold',
        colorHex: '#d4af37',
        printRunDisplay: '1/1',
        minPrintRun: 1,
        maxPrintRun: 1,
        cards: [],
      },
    ],
  },
];

describe('sample catalogue format', () => {
  it('round-trips checklists exactly', () => {
    expect(decodeSampleCatalogue(encodeSampleCatalogue(checklists))).toEqual(checklists);
  });

  it('refuses a file of another format', async () => {
    const { gzipSync } = await import('node:zlib');
    expect(() => decodeSampleCatalogue(gzipSync(JSON.stringify({ format: 'other' })))).toThrow();
  });
});
