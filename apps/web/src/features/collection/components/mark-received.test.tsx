// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Location } from '@cardbinder/shared';
import { toast } from '@/components/ui/toast/toast-store';
import { jsonFetch, renderAt } from '@/test/render';
import { LocationTags } from './location-tags';
import { MarkReceivedDialog } from './mark-received-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.clear();
});

const locations: Location[] = [
  { user_location_id: 1, location: 'Binder A', is_dashboard: true, card_count: 10 },
  { user_location_id: 2, location: 'In Transit', is_dashboard: true, card_count: 3 },
  { user_location_id: 3, location: 'Shoebox', is_dashboard: true, card_count: 0 },
];

function Harness({ onDone }: { onDone: (id: number) => void }) {
  const [receiving, setReceiving] = useState<Location | null>(null);
  const none = () => undefined;
  return (
    <>
      <LocationTags
        locations={locations}
        selected={[]}
        onToggle={none}
        onToggleDashboard={none}
        onAdd={none}
        onManage={none}
        onMarkReceived={setReceiving}
      />
      {receiving ? (
        <MarkReceivedDialog
          inTransit={receiving}
          locations={locations}
          onClose={() => setReceiving(null)}
          onDone={onDone}
        />
      ) : null}
    </>
  );
}

describe("'Mark received' on In Transit", () => {
  it('is offered only on In Transit and moves its cards to the chosen location', async () => {
    const fetch = vi.fn(
      jsonFetch({ 'DELETE /api/user/locations/2': { body: { success: true, message: 'Location deleted' } } }),
    );
    vi.stubGlobal('fetch', fetch);
    const onDone = vi.fn();
    renderAt(<Harness onDone={onDone} />, { path: '/collection' });
    const buttons = screen.getAllByRole('button', { name: 'Mark received' });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]!);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark Received' }));
    expect(screen.getByText('Please select a location to move the cards to')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Move cards to'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark Received' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(2));
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/api/user/locations/2'));
    expect(JSON.parse(String((call![1] as RequestInit).body))).toEqual({ reassign_to: 1 });
    expect(toast.getSnapshot().map((t) => t.message)).toContain('Cards marked as received');
  });
});
