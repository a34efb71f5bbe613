import { Suspense, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ArrowLeft, Plus } from 'lucide-react';
import { ADMIN_SEARCH_DEBOUNCE_MS, countLabel, type AdminCard } from '@cardbinder/shared';
import {
  AdminCardsTable,
  AdminSearchField,
  cardPlayersText,
  LazyCardEditModal,
  useAdminCards,
  useDeleteCard,
  useSeriesIdOfRoute,
} from '@/features/catalogue-admin';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { usePageTitle } from '@/hooks/use-page-title';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/loading-screen';
import { Page } from '@/components/ui/page';
import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';

const idParam = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

/** The series of the address: ?series={id}, or /admin/cards/{year}/{setSlug}/{seriesSlug}. */
function useSeriesId() {
  const { year, setSlug, seriesSlug } = useParams();
  const [params] = useSearchParams();
  const route =
    year && setSlug && seriesSlug && Number.isInteger(Number(year))
      ? { year: Number(year), setSlug, seriesSlug }
      : null;
  const resolved = useSeriesIdOfRoute(route);
  if (route) return { seriesId: resolved.data ?? null, resolving: resolved.isPending, error: resolved.error };
  return { seriesId: idParam(params.get('series')), resolving: false, error: null };
}

const matches = (card: AdminCard, words: string[]) => {
  const text = `${card.card_number} ${cardPlayersText(card)} ${card.notes ?? ''}`.toLowerCase();
  return words.every((word) => text.includes(word));
};

/**
 * /admin/cards (data_admin and up): a series' card table with a search, the edit card modal, add and delete.
 */
export function AdminCardsPage() {
  usePageTitle('Cards');
  const { seriesId, resolving, error: routeError } = useSeriesId();
  const cards = useAdminCards(seriesId);
  const remove = useDeleteCard();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim().toLowerCase(), ADMIN_SEARCH_DEBOUNCE_MS);
  // null: closed; 'new': add; a card: edit
  const [editing, setEditing] = useState<AdminCard | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminCard | null>(null);
  const series = cards.data?.series;
  const shown = useMemo(() => {
    const words = query.split(/\s+/).filter(Boolean);
    return (cards.data?.cards ?? []).filter((card) => matches(card, words));
  }, [cards.data, query]);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.card_id, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setDeleting(null);
      },
      onError: (error) =>
        toast.error(errorText(error, { fallback: 'Failed to delete card', prefer: 'message' })),
    });
  };

  const back = (
    <ButtonLink variant="link" to={series ? `${paths.admin.sets}/${series.year}` : paths.admin.sets}>
      <ArrowLeft size={16} aria-hidden="true" /> Back to sets
    </ButtonLink>
  );

  if (seriesId === null && !resolving) {
    return (
      <Page title="Cards" before={back}>
        {routeError ? (
          <Alert>{errorText(routeError, { fallback: 'Series not found', prefer: 'message' })}</Alert>
        ) : (
          <EmptyState
            title="Choose a series"
            actions={<ButtonLink to={paths.admin.series}>Go to series</ButtonLink>}
          >
            Open a series' cards with 'view cards' on the Series screen.
          </EmptyState>
        )}
      </Page>
    );
  }

  return (
    <Page
      title={series ? `${series.year} ${series.set_name} · ${series.name}` : 'Cards'}
      before={back}
      actions={
        <Button
          icon={<Plus size={16} aria-hidden="true" />}
          disabled={!series}
          onClick={() => setEditing('new')}
        >
          Add Card
        </Button>
      }
    >
      <div className="admin-toolbar">
        <AdminSearchField label="Search cards" value={search} onChange={setSearch} />
      </div>
      {resolving || cards.isPending ? (
        <Spinner label="Loading cards" />
      ) : cards.isError ? (
        <Alert>
          {`Failed to load cards: ${errorText(cards.error, { fallback: 'Unknown error', prefer: 'message' })}`}
        </Alert>
      ) : (
        <>
          <AdminCardsTable cards={shown} scrollResetKey={query} onEdit={setEditing} onDelete={setDeleting} />
          <div className="admin-list-footer">
            <span>
              {shown.length === cards.data.cards.length
                ? countLabel(shown.length, 'card')
                : `${shown.length} of ${countLabel(cards.data.cards.length, 'card')}`}
            </span>
          </div>
        </>
      )}
      <Suspense fallback={null}>
        {editing !== null && seriesId !== null ? (
          <LazyCardEditModal
            card={editing === 'new' ? null : editing}
            seriesId={seriesId}
            onClose={() => setEditing(null)}
          />
        ) : null}
      </Suspense>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Card"
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        <p>{deleting ? `Delete card #${deleting.card_number}? This cannot be undone.` : ''}</p>
      </ConfirmDialog>
    </Page>
  );
}
