// @vitest-environment node
import '@/test/dom.mjs';
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from './modal';

afterEach(cleanup);

const flush = () => act(async () => {});

function Opener({ unmountOnClose }: { unmountOnClose: boolean }) {
  const [open, setOpen] = useState(false);
  const modal = (
    <Modal open={open} title="Edit Card" onClose={() => setOpen(false)}>
      <p>Body</p>
    </Modal>
  );
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit
      </button>
      <button type="button">Elsewhere</button>
      {unmountOnClose ? (open ? modal : null) : modal}
    </>
  );
}

describe('<Modal>', () => {
  it.each([
    ['closed in place', false],
    ['unmounted by its parent', true],
  ])('gives focus back to the control that opened it when %s', async (_label, unmountOnClose) => {
    render(<Opener unmountOnClose={unmountOnClose} />);
    const edit = screen.getByRole('button', { name: 'Edit' });
    edit.focus();
    fireEvent.click(edit);
    await flush();
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    expect(document.activeElement).toBe(close);
    fireEvent.click(close);
    await flush();
    expect(document.activeElement).toBe(edit);
  });
});
