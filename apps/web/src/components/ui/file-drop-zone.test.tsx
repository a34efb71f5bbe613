// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileDropZone, type FileDropZoneProps } from './file-drop-zone';

afterEach(cleanup);

const csv = (name: string) => new File(['a,b\n'], name, { type: 'text/csv' });

function renderZone(props: Partial<FileDropZoneProps> = {}) {
  const onFiles = vi.fn();
  render(
    <>
      <p id="formats">Any spreadsheet with a header row.</p>
      <FileDropZone
        title="Drop your file here"
        hint=".csv only"
        inputLabel="Choose a file"
        accept=".csv,text/csv"
        describedBy="formats"
        onFiles={onFiles}
        {...props}
      />
    </>,
  );
  const input = screen.getByLabelText<HTMLInputElement>('Choose a file');
  const zone = screen.getByText('Drop your file here').closest('label')!;
  return { onFiles, input, zone };
}

describe('<FileDropZone>', () => {
  it('is a labelled file input that keyboard users reach, with the type hint and its description', () => {
    const { input, zone } = renderZone({ multiple: true });
    expect(input.type).toBe('file');
    expect(input.accept).toBe('.csv,text/csv');
    expect(input.multiple).toBe(true);
    expect(input.getAttribute('aria-describedby')).toBe('formats');
    expect(zone.htmlFor).toBe(input.id);
    screen.getByText('.csv only');
    input.focus();
    expect(document.activeElement).toBe(input);
  });

  it('hands over picked files and clears the input so the same file can be picked again', () => {
    const { onFiles, input } = renderZone();
    const file = csv('mine.csv');
    fireEvent.change(input, { target: { files: [file] } });
    expect(onFiles).toHaveBeenCalledWith([file]);
    expect(input.value).toBe('');
  });

  it('shows the drag over state and hands over dropped files', () => {
    const { onFiles, zone } = renderZone();
    fireEvent.dragOver(zone);
    expect(zone.className).toContain('file-drop-zone--active');
    fireEvent.dragLeave(zone);
    expect(zone.className).not.toContain('file-drop-zone--active');

    const files = [csv('a.csv'), csv('b.csv')];
    fireEvent.dragOver(zone);
    fireEvent.drop(zone, { dataTransfer: { files } });
    expect(zone.className).not.toContain('file-drop-zone--active');
    expect(onFiles).toHaveBeenCalledWith(files);
  });

  it('takes nothing while disabled', () => {
    const { onFiles, input, zone } = renderZone({ disabled: true });
    expect(input.disabled).toBe(true);
    expect(zone.className).toContain('file-drop-zone--disabled');
    fireEvent.dragOver(zone);
    expect(zone.className).not.toContain('file-drop-zone--active');
    fireEvent.drop(zone, { dataTransfer: { files: [csv('a.csv')] } });
    expect(onFiles).not.toHaveBeenCalled();
  });
});
