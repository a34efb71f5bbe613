// @vitest-environment node
import '@/test/dom.mjs';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminPlayer, AdminPlayerSort } from '@cardbinder/shared';
import { AdminPlayersTable } from './admin-players-table';
import type { AdminSort } from './admin-table';
import { stubElementSizes } from '@/test/element-sizes';

const player = (id: number, first: string, last: string, cards: number): AdminPlayer => ({
  player_id: id,
  first_name: first,
  last_name: last,
  nick_name: null,
  birthdate: null,
  is_hof: false,
  slug: `${first}-${last}`.toLowerCase(),
  card_count: cards,
  rc_count: 0,
  last_viewed: null,
  teams: [],
});

beforeAll(() => stubElementSizes());
afterEach(cleanup);

const changes: AdminSort<AdminPlayerSort>[] = [];
function Harness({ onDelete = vi.fn() }: { onDelete?: (player: AdminPlayer) => void }) {
  const [sort, setSort] = useState<AdminSort<AdminPlayerSort>>({ id: 'card_count', desc: true });
  return (
    <AdminPlayersTable
      players={[player(1, 'Mike', 'Trout', 5), player(2, 'Zed', 'Testman', 0)]}
      sort={sort}
      onSortChange={(next) => {
        changes.push(next);
        setSort(next);
      }}
      scrollResetKey=""
      empty={false}
      onEdit={vi.fn()}
      onDelete={onDelete}
      onMerge={vi.fn()}
    />
  );
}

const headerButton = (name: RegExp) => {
  const header = screen.getAllByRole('columnheader').find((cell) => name.test(cell.textContent ?? ''))!;
  return within(header).getByRole('button');
};

describe('AdminPlayersTable', () => {
  it('asks the server for a new column ascending, then flips it (doc 3 §4); Teams and RC do not sort', () => {
    changes.length = 0;
    render(<Harness />);
    fireEvent.click(headerButton(/^Name/));
    fireEvent.click(headerButton(/^Name/));
    fireEvent.click(headerButton(/^HOF/));
    expect(changes).toEqual([
      { id: 'name', desc: false },
      { id: 'name', desc: true },
      { id: 'is_hof', desc: false },
    ]);
    const teams = screen.getAllByRole('columnheader').find((cell) => cell.textContent === 'Teams')!;
    expect(within(teams).queryByRole('button')).toBeNull();
  });

  it('names each row action after the player', () => {
    const onDelete = vi.fn();
    render(<Harness onDelete={onDelete} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Zed Testman' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ player_id: 2 }));
    expect(screen.getByRole('button', { name: 'Merge Mike Trout into another player' })).toBeTruthy();
  });
});
