import { isImportCardReady, type ImportCard, type ImportPlayerCandidate } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { CardTags } from '@/components/ui/tag';
import { PlayerMatch } from './player-match';

export interface ReviewTableProps {
  cards: ImportCard[];
  /** indexes into cards of the rows to show */
  rows: number[];
  busy: string | null;
  onSelect: (cardIndex: number, playerIndex: number, candidate: ImportPlayerCandidate | null) => void;
  onCreatePlayer: (cardIndex: number, playerIndex: number) => void;
  onCreateTeam: (teamName: string) => void;
  onLink: (playerId: number, teamId: number) => void;
}

/** The shared review table: per card its players, their teams, tags and readiness (doc 3 §4). */
export function ReviewTable({
  cards,
  rows,
  busy,
  onSelect,
  onCreatePlayer,
  onCreateTeam,
  onLink,
}: ReviewTableProps) {
  return (
    <div className="import-table-wrap">
      <table className="import-table">
        <thead>
          <tr>
            <th scope="col">Card #</th>
            <th scope="col">Players</th>
            <th scope="col">Teams</th>
            <th scope="col">Tags</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((cardIndex) => {
            const card = cards[cardIndex]!;
            const ready = isImportCardReady(card);
            return (
              <tr key={card.cardNumber}>
                <th scope="row">{card.cardNumber}</th>
                <td>
                  {card.players.length === 0 ? <span className="muted">No player</span> : null}
                  {card.players.map((player, playerIndex) => (
                    <PlayerMatch
                      key={playerIndex}
                      player={player}
                      label={`Player ${playerIndex + 1} of card ${card.cardNumber}`}
                      onSelect={(candidate) => onSelect(cardIndex, playerIndex, candidate)}
                      onCreate={() => onCreatePlayer(cardIndex, playerIndex)}
                      creating={busy === `player:${cardIndex}:${playerIndex}`}
                    />
                  ))}
                </td>
                <td>
                  {card.players.map((player, playerIndex) =>
                    player.teamNames.map((teamName) => {
                      const team = player.teamMatches.exact.find((match) => match.teamName === teamName);
                      const selected = player.selectedPlayer;
                      const paired =
                        team && player.playerTeamMatches.some((pair) => pair.teamId === team.teamId);
                      return (
                        <div key={`${playerIndex}:${teamName}`} className="import-team">
                          {team ? (
                            <span>{team.name}</span>
                          ) : (
                            <>
                              <span className="import-team__missing">{teamName}: no match</span>
                              <Button
                                size="sm"
                                variant="secondary"
                                onClick={() => onCreateTeam(teamName)}
                                disabled={busy !== null}
                              >
                                Create team
                              </Button>
                            </>
                          )}
                          {team && selected && !paired ? (
                            <Button
                              size="sm"
                              variant="link"
                              onClick={() => onLink(selected.playerId, team.teamId)}
                              disabled={busy !== null}
                            >
                              Add {selected.playerName} to {team.name}
                            </Button>
                          ) : null}
                        </div>
                      );
                    }),
                  )}
                </td>
                <td>
                  <CardTags isRookie={card.isRC} isAutograph={card.isAutograph} isRelic={card.isRelic} />
                  {card.notes ? <div className="muted">{card.notes}</div> : null}
                </td>
                <td>
                  <span
                    className={
                      ready ? 'import-status import-status--ready' : 'import-status import-status--work'
                    }
                  >
                    {ready ? 'Ready' : 'Needs Work'}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
