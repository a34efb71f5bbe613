// @vitest-environment node
import '@/test/dom.mjs';
import { useCallback, useLayoutEffect } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubElementSizes } from '@/test/element-sizes';
import { stubElementScroll } from '@/test/element-scroll';
import { VirtualTiles } from './virtual-tiles';

const ITEMS = Array.from({ length: 1000 }, (_, index) => ({ id: index + 1, name: `Card ${index + 1}` }));

function Harness({
  highlightIndex,
  drawInTransition,
}: {
  highlightIndex?: number;
  drawInTransition?: boolean;
}) {
  const renderTile = useCallback(
    (item: (typeof ITEMS)[number]) => (
      <>
        <a href={`/c/${item.id}`}>{item.name}</a>
        <button type="button">{`Edit ${item.name}`}</button>
      </>
    ),
    [],
  );
  // 800 px wide box (jsdom stub): (800 + 10) / (190 + 10) → 4 columns; rows of 190 + 10 px, 4 on screen
  return (
    <VirtualTiles
      items={ITEMS}
      label="Cards"
      renderTile={renderTile}
      minTileWidth={190}
      gap={10}
      estimateTileHeight={() => 190}
      highlightIndex={highlightIndex}
      drawInTransition={drawInTransition}
    />
  );
}

const tiles = () => screen.getAllByRole('listitem');
const positions = () => tiles().map((tile) => Number(tile.getAttribute('aria-posinset')));
const box = () => screen.getByRole('list', { name: 'Cards' }).parentElement!;
const scrollTo = (top: number) =>
  act(() => {
    box().scrollTop = top;
    fireEvent.scroll(box());
  });
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, at) => from + at);

let undo: Array<() => void> = [];
beforeAll(() => {
  undo = [stubElementSizes(), stubElementScroll()];
});
afterAll(() => undo.forEach((each) => each()));
afterEach(cleanup);

describe('<VirtualTiles>', () => {
  it('draws only the rows on screen and two either side, each tile placed in the whole list', () => {
    render(<Harness />);
    // rows 0–3 on screen and 2 below: 6 rows of 4
    expect(positions()).toEqual(range(1, 24));
    for (const tile of tiles()) expect(tile.getAttribute('aria-setsize')).toBe('1000');
    expect(screen.getByRole('list', { name: 'Cards' }).style.height).toBe(`${250 * 200}px`);
  });

  it('draws its tiles in a transition after the box is measured when asked, not in the task that mounted it', () => {
    const atMount: { tiles: number; measured: boolean }[] = [];
    // a sibling's layout effect runs in the commit that mounted the list, before any work it scheduled
    function MountProbe() {
      useLayoutEffect(() => {
        atMount.push({
          tiles: document.querySelectorAll('[role="listitem"]').length,
          measured: box().classList.contains('virtual-tiles--measured'),
        });
      }, []);
      return null;
    }
    render(
      <>
        <Harness drawInTransition />
        <MountProbe />
      </>,
    );
    expect(atMount).toEqual([{ tiles: 0, measured: false }]);
    // the transition drew them, and the box says so
    expect(positions()).toEqual(range(1, 24));
    expect(box().classList.contains('virtual-tiles--measured')).toBe(true);
  });

  it('draws the tiles of the rows scrolled to, and drops the ones left behind', () => {
    render(<Harness />);
    scrollTo(100 * 200); // row 100 at the top: tiles 401–416 on screen
    expect(positions()).toEqual(range(393, 424));
    expect(screen.queryByText('Card 1')).toBeNull();
    expect(screen.getByRole('link', { name: 'Card 401' })).toBeTruthy();
    scrollTo(249 * 200);
    expect(positions().at(-1)).toBe(1000);
  });

  it.each([false, true])(
    'scrolls a highlighted tile into the middle (drawn in a transition: %s)',
    (drawInTransition) => {
      render(<Harness highlightIndex={600} drawInTransition={drawInTransition} />);
      // tile 601 is in row 150: centred, rows 148–151 are on screen
      expect(positions()).toContain(601);
      expect(box().scrollTop).toBe(150 * 200 + 100 - 400);
    },
  );

  it('moves the focus between tiles with the arrow keys, Home and End, keeping the control', () => {
    render(<Harness />);
    const edit = screen.getByRole('button', { name: 'Edit Card 2' });
    edit.focus();
    fireEvent.keyDown(edit, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Card 3' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Card 7' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Card 2' }));

    // End: the last tile, far below what is drawn, is drawn, scrolled to and focused
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Card 1000' }));
    expect(box().scrollTop).toBeGreaterThan(240 * 200);
    scrollTo(box().scrollTop);
    expect(screen.queryByText('Card 2')).toBeNull();
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Card 1' }));
  });

  it('keeps the tile holding the focus drawn while the list scrolls away from it', () => {
    render(<Harness />);
    const link = screen.getByRole('link', { name: 'Card 5' });
    link.focus();
    scrollTo(100 * 200);
    expect(document.activeElement).toBe(link);
    expect(link.isConnected).toBe(true);
    expect(positions()).toEqual([...range(5, 8), ...range(393, 424)]);
    // once the focus leaves the list, the tile goes
    act(() => link.blur());
    expect(screen.queryByRole('link', { name: 'Card 5' })).toBeNull();
  });

  it('leaves the keys alone with a modifier or past the edge', () => {
    render(<Harness />);
    const first = screen.getByRole('link', { name: 'Card 1' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    fireEvent.keyDown(first, { key: 'ArrowUp' });
    fireEvent.keyDown(first, { key: 'ArrowRight', altKey: true });
    expect(document.activeElement).toBe(first);
    expect(within(first.closest('[role="listitem"]')!).getByRole('button')).toBeTruthy();
  });
});
