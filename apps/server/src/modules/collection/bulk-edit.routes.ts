import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkEditContract, undoBulkEditContract } from '@cardbinder/shared';
import { registerEndpoint } from '@/plugins/endpoints';
import type { BulkEditService } from './bulk-edit.service';

const tags = ['collection'];

/** POST /api/user/cards/bulk-edit and its undo (Multiple selection in My Collection). */
export function bulkEditRoutes(bulkEdit: BulkEditService): FastifyPluginAsyncZod {
  return async (app) => {
    registerEndpoint(
      app,
      bulkEditContract,
      ({ user, body }) => bulkEdit.apply(user.userId, body.user_card_ids, body.action, body.confirm_trades),
      tags,
    );
    registerEndpoint(
      app,
      undoBulkEditContract,
      ({ user, params }) => bulkEdit.undo(user.userId, params.undo_id),
      tags,
    );
  };
}
