import { useState } from 'react';
import {
  CARD_IMPORT_MESSAGES as M,
  isImportCardReady,
  type ImportCard,
  type MatchProgress,
} from '@cardbinder/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { toast } from '@/components/ui/toast/toast-store';
import { createPlayer, createPlayerTeam, createTeam } from '../api/card-import';
import {
  addPlayerTeamMatch,
  applyCreatedPlayer,
  applyCreatedTeam,
  selectPlayer,
  serverMessage,
  splitName,
} from '../lib/import-cards';
import { ReviewTable } from './review-table';
import { TeamForm } from './team-form';

export interface ReviewStepProps {
  cards: ImportCard[];
  onChange: (cards: ImportCard[]) => void;
  /** null once matching has finished */
  progress: MatchProgress | null;
  organization: { id: number | null; name: string | null };
  onBack: () => void;
  onNext: () => void;
}

/** Step 3: pick a candidate, create a player or a team, until every card is Ready. */
export function ReviewStep({ cards, onChange, progress, organization, onBack, onNext }: ReviewStepProps) {
  const [onlyWork, setOnlyWork] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [newTeam, setNewTeam] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (progress) {
    const percent = progress.total > 0 ? Math.round((progress.processed / progress.total) * 100) : 0;
    return (
      <div className="import-step" role="status">
        <p>
          Matching cards with the database… {progress.processed} of {progress.total}
          {progress.currentCard ? ` (card ${progress.currentCard})` : ''}
        </p>
        <progress max={100} value={percent} aria-label="Matching progress" />
      </div>
    );
  }

  const readyCount = cards.filter(isImportCardReady).length;
  const rows = cards
    .map((_, index) => index)
    .filter((index) => !onlyWork || !isImportCardReady(cards[index]!));

  const run = async (key: string, work: () => Promise<void>, failure: string) => {
    setBusy(key);
    setError(null);
    try {
      await work();
    } catch (error) {
      toast.error(failure);
      setError(serverMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const createPlayerFor = (cardIndex: number, playerIndex: number) => {
    const player = cards[cardIndex]?.players[playerIndex];
    if (!player) {
      toast.error(M.cardNotFound);
      return;
    }
    void run(
      `player:${cardIndex}:${playerIndex}`,
      async () => {
        const created = (await createPlayer(splitName(player.name))).player;
        onChange(applyCreatedPlayer(cards, player.name, { ...created, score: 1 }));
        toast.success(M.playerCreated(created.playerName));
      },
      M.createPlayerFailed,
    );
  };

  const createTeamFor = (team: { teamName: string; city: string; abbreviation: string }) => {
    if (organization.id === null) {
      toast.error(M.noOrganization);
      return;
    }
    const organizationId = organization.id;
    void run(
      'team',
      async () => {
        const created = (await createTeam({ ...team, city: team.city || null, organizationId })).team;
        onChange(
          applyCreatedTeam(cards, {
            teamName: team.teamName,
            teamId: created.team_id,
            name: created.name,
            abbreviation: created.abbreviation,
            primaryColor: created.primary_color,
            secondaryColor: created.secondary_color,
          }),
        );
        setNewTeam(null);
        toast.success(M.teamCreated(created.name));
      },
      M.createTeamFailed,
    );
  };

  const link = (playerId: number, teamId: number) =>
    void run(
      'link',
      async () => {
        await createPlayerTeam(playerId, teamId);
        onChange(addPlayerTeamMatch(cards, playerId, teamId));
      },
      M.createPlayerTeamFailed,
    );

  return (
    <div className="import-step">
      <div className="import-summary">
        <span>
          <strong>{readyCount}</strong> of {cards.length} cards ready
        </span>
        <label className="import-filter">
          <input type="checkbox" checked={onlyWork} onChange={(event) => setOnlyWork(event.target.checked)} />
          Show only cards that need work
        </label>
      </div>
      <FormError boxed>{error}</FormError>
      {organization.id === null ? <Alert tone="warning">{M.noOrganization}</Alert> : null}
      {newTeam ? (
        <TeamForm
          key={newTeam}
          teamName={newTeam}
          organizationName={organization.name}
          busy={busy === 'team'}
          onCreate={createTeamFor}
          onCancel={() => setNewTeam(null)}
        />
      ) : null}
      <ReviewTable
        cards={cards}
        rows={rows}
        busy={busy}
        onSelect={(cardIndex, playerIndex, candidate) =>
          onChange(selectPlayer(cards, cardIndex, playerIndex, candidate))
        }
        onCreatePlayer={createPlayerFor}
        onCreateTeam={(teamName) =>
          organization.id === null ? toast.error(M.noOrganization) : setNewTeam(teamName)
        }
        onLink={link}
      />
      <div className="import-actions">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onNext} disabled={readyCount < cards.length}>
          Continue to import
        </Button>
      </div>
    </div>
  );
}
