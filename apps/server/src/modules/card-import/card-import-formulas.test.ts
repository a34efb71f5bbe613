import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ImportCard, MatchProgress } from '@cardbinder/shared';
import { startWorker } from '@/jobs/worker';
import { admin, catalogue, post, rows, setUpImportApp, t, upload } from './card-import-fixtures';

setUpImportApp();

describe('formulas never enter the catalogue through the wizard (issue 38)', () => {
  it('reads formula cells as their values and formula-like text without what made it a formula', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Checklist');
    sheet.addRow(['Card Number', 'Player Name(s)', 'Team Name(s)', 'RC Indicator', 'Notes']);
    sheet.addRow([
      '=HYPERLINK("http://evil","x")',
      'Mike Trout',
      'Los Angeles Angels',
      '',
      '-1-HYPERLINK("http://evil","x")',
    ]);
    sheet.addRow(['@SUM(1)', 'Mike Trout', 'Los Angeles Angels', '', "-2+3+cmd|' /C calc'!A0"]);
    sheet.addRow([77, 'Mike Trout', 'Los Angeles Angels', '', { formula: '"="&"1+1"', result: '=1+1' }]);
    sheet.addRow([-12.5, 'Mike Trout', 'Los Angeles Angels', '', '+1+1']);
    const target = (
      await rows(
        `insert into series (set_id, name, slug) values ($1, 'Hostile Target', 'hostile-target')
        returning series_id`,
        [catalogue.setId],
      )
    )[0]!.series_id as number;
    const parsed = await upload(
      Buffer.from(await workbook.xlsx.writeBuffer()),
      'hostile.xlsx',
      admin,
      target,
    );
    expect(parsed.statusCode).toBe(200);
    const { cards } = parsed.json<{ cards: ImportCard[] }>();
    expect(cards.map((card) => [card.cardNumber, card.notes])).toEqual([
      ['HYPERLINK("http://evil","x")', '1-HYPERLINK("http://evil","x")'],
      ['SUM(1)', "2+3+cmd|' /C calc'!A0"],
      ['77', '1+1'],
      ['-12.5', '1+1'],
    ]);

    // a client that sends the formulas back anyway: the contract takes them in neutralised
    const started = await post('match-cards', { cards, seriesId: target });
    expect(started.statusCode).toBe(200);
    const worker = startWorker(t.database.db, t.app.ctx.services.jobHandlers, console, { autoStart: false });
    await worker.drain();
    await worker.stop();
    const progress = await t.app.inject({
      method: 'GET',
      url: `/api/admin/import/match-progress/${started.json<{ jobId: number }>().jobId}`,
      headers: admin,
    });
    const matchedCards = progress.json<MatchProgress>().matchedCards!.map((card, index) => ({
      ...card,
      cardNumber: ['=1+1', '@x', '+y', '-z'][index]!,
      notes: '=HYPERLINK("http://evil","x")',
      players: card.players.map((player) => ({ ...player, name: '-1+1' })),
    }));
    const imported = await post('create-cards', { matchedCards, seriesId: target });
    expect(imported.statusCode).toBe(200);
    expect(imported.json<{ created: number }>().created).toBe(4);
    const stored = await rows(
      'select card_number, notes from cards where series_id = $1 order by sort_order',
      [target],
    );
    expect(stored).toEqual([
      { card_number: '1+1', notes: 'HYPERLINK("http://evil","x")' },
      { card_number: 'x', notes: 'HYPERLINK("http://evil","x")' },
      { card_number: 'y', notes: 'HYPERLINK("http://evil","x")' },
      { card_number: 'z', notes: 'HYPERLINK("http://evil","x")' },
    ]);
  });
});
