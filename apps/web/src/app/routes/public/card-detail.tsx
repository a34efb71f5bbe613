import { Suspense, useEffect, useMemo, useState } from 'react';
import { WantButton } from '@/features/trading';
import { CardRawValue, CardValuesPanel, Rainbow } from '@/features/values';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, Pencil, Plus } from 'lucide-react';
import { isAdminRole } from '@cardbinder/shared';
import { Button, ButtonLink } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/toast-store';
import { paths } from '@/config/paths';
import { hasScreen } from '@/config/screens';
import { useAuth } from '@/features/auth';
import { LazyAddCardModal, LazyOwnCopiesTable } from '@/features/collection';
import { cardKeys } from '@/lib/query-keys';
import {
  CardHeader,
  CardImages,
  CardNav,
  CardNotFound,
  cardPathLike,
  cardRouteLike,
  CardStats,
  notFoundSeries,
  seriesPathOf,
  ShareButtons,
  shareText,
  useCardDetail,
  type CardRoute,
} from '@/features/cards';
import { useCanonicalPath } from '@/features/catalogue';
import { Comments } from '@/features/comments';
import { QueuedCopies } from '@/features/offline-sync';
import { useDeferredQuery } from '@/hooks/use-deferred-query';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorText, isApiError } from '@/lib/api-client';
import { Spinner } from '@/components/ui/loading-screen';
import '@/features/cards/cards.css';

function useCardRoute(): CardRoute {
  const { year, setSlug, seriesSlug = '', cardSlug, cardNumber = '', playerSlug = '' } = useParams();
  return useMemo<CardRoute>(
    () =>
      year && setSlug && cardSlug
        ? { kind: 'long', year: Number(year), setSlug, seriesSlug, cardSlug }
        : { kind: 'short', seriesSlug, cardNumber, playerSlug },
    [year, setSlug, seriesSlug, cardSlug, cardNumber, playerSlug],
  );
}

/** Card detail (spec 2 §2.2): /card/{seriesSlug}/{cardNumber}/{playerSlug} and the long set form. */
export function CardDetailPage() {
  const route = useCardRoute();
  const navigate = useNavigate();
  const { user } = useAuth();
  const detail = useDeferredQuery(useCardDetail(route, user?.id ?? null));
  const card = detail.data;
  const [adding, setAdding] = useState(false);
  const fallback = notFoundSeries(detail.error);
  const firstCard = fallback?.first_card ?? null;

  // while the card loads, the title the server gave this very address ("#US2 Zac Veen - …") stays: no flash of
  // "Card" before the same title again
  const namesThisCard = route.kind === 'short' && document.title.startsWith(`#${route.cardNumber} `);
  usePageTitle(
    card
      ? `#${card.card_number} ${card.player_names} - ${card.set_year} ${card.set_name}`
      : detail.isError && !firstCard
        ? 'Card Not Found'
        : namesThisCard
          ? null
          : 'Card',
  );

  // an address in another form (literal slugs, a card number for the card slug) becomes the canonical one
  useCanonicalPath(
    card ? cardPathLike(route.kind, card) : null,
    card && { queryKey: cardKeys.detail(cardRouteLike(route.kind, card), user?.id ?? null), data: card },
  );

  // a card that is gone (renumbered, removed) lands on the first card of its series instead
  useEffect(() => {
    if (!fallback || !firstCard) return;
    const to = cardPathLike(route.kind, {
      ...firstCard,
      set_year: fallback.set_year,
      set_slug: fallback.set_slug,
      series_slug: fallback.series_slug,
    });
    toast.info(`Card not found — showing the first card of ${fallback.name}`);
    void navigate(to, { replace: true });
  }, [fallback, firstCard, route.kind, navigate]);

  if (detail.isPending || firstCard) {
    return (
      <section className="page card-page card-page--loading">
        <Spinner size={32} label="Loading card" />
      </section>
    );
  }
  if (detail.isError || !card) {
    const seriesHref = fallback
      ? seriesPathOf({
          set_year: fallback.set_year,
          set_slug: fallback.set_slug,
          series_slug: fallback.series_slug,
        })
      : route.kind === 'long'
        ? seriesPathOf({ set_year: route.year, set_slug: route.setSlug, series_slug: route.seriesSlug })
        : `/series/${encodeURIComponent(route.seriesSlug)}`;
    const notFound = isApiError(detail.error, 404);
    return (
      <CardNotFound
        message={
          notFound
            ? errorText(detail.error, { fallback: 'Card not found', prefer: 'message' })
            : errorText(detail.error, { fallback: 'Failed to load card details', prefer: 'message' })
        }
        seriesHref={seriesHref}
        onRetry={notFound ? undefined : () => void detail.refetch()}
      />
    );
  }

  const seriesHref = seriesPathOf(card);
  const shareUrl = `${window.location.origin}${cardPathLike(route.kind, card)}`;
  return (
    <section className="page card-page">
      <Link className="card-page__back" to={seriesHref}>
        <ArrowLeft size={16} aria-hidden="true" />
        {`${card.set_year} ${card.set_name} · ${card.series_name}`}
      </Link>
      <CardNav card={card} kind={route.kind} />
      <div className="card-page__main">
        <CardImages card={card} />
        <CardHeader
          card={card}
          kind={route.kind}
          actions={
            <>
              {user ? (
                <Button
                  size="sm"
                  icon={<Plus size={16} aria-hidden="true" />}
                  onClick={() => setAdding(true)}
                >
                  Add to Collection
                </Button>
              ) : null}
              {user ? <QueuedCopies cardId={card.card_id} /> : null}
              {user ? <WantButton cardId={card.card_id} /> : null}
              <ShareButtons text={shareText(card)} url={shareUrl} />
              {isAdminRole(user?.role) && hasScreen(paths.admin.cards) ? (
                <ButtonLink
                  to={`${paths.admin.cards}?series=${card.series_id}`}
                  variant="secondary"
                  size="sm"
                >
                  <Pencil size={16} aria-hidden="true" />
                  Edit Card
                </ButtonLink>
              ) : null}
            </>
          }
        />
      </div>
      <CardStats card={card} value={<CardRawValue cardId={card.card_id} />} />
      <CardValuesPanel cardId={card.card_id} />
      {user ? (
        <Rainbow
          card={card}
          cardPath={(cardSlug, seriesSlug) =>
            `/sets/${card.set_year}/${card.set_slug}/${seriesSlug}/${cardSlug}`
          }
        />
      ) : null}
      {user ? (
        <Suspense fallback={null}>
          <LazyOwnCopiesTable cardId={card.card_id} />
        </Suspense>
      ) : null}
      <Comments itemType="card" itemId={card.card_id} />
      {user && adding ? (
        <Suspense fallback={null}>
          <LazyAddCardModal
            open={adding}
            onClose={() => setAdding(false)}
            onAdded={() => void detail.refetch()}
            card={{
              card_id: card.card_id,
              card_number: card.card_number,
              print_run: card.print_run,
              series_name: card.series_name,
              players: card.player_names,
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
