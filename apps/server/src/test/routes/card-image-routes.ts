import sharp from 'sharp';
import { multipartBody } from '@/test/multipart';
import { get, type RouteTable } from './route-table';
import type { Member, World } from './world';

let shade = 0;

/** A photo of the owner's new copy of the probe card, a picture nobody suggested yet (suggestions dedupe by hash). */
async function uniquePhoto(w: World, owner: Member): Promise<number> {
  const userCardId = await w.userCard(owner);
  shade += 1;
  const data = await sharp({
    create: {
      width: 60,
      height: 84,
      channels: 3,
      background: { r: shade % 256, g: (shade >> 8) % 256, b: 77 },
    },
  })
    .png()
    .toBuffer();
  const body = multipartBody([{ field: 'photos', filename: 'front.png', data, contentType: 'image/png' }]);
  const response = await w.t.app.inject({
    method: 'POST',
    url: `/api/user/cards/${userCardId}/photos`,
    payload: body.payload,
    headers: { ...owner.headers, ...body.headers },
  });
  return response.json<{ photos: { user_card_photo_id: number }[] }>().photos[0]!.user_card_photo_id;
}

/** A pending suggestion of the owner's (the owner's consent given with it). */
async function suggestion(w: World, owner: Member): Promise<number> {
  const response = await w.t.app.inject({
    method: 'POST',
    url: `/api/user/photos/${await uniquePhoto(w, owner)}/card-image-suggestion`,
    payload: { side: 'back', consent: true },
    headers: owner.headers,
  });
  return response.json<{ suggestion: { card_image_id: number } }>().suggestion.card_image_id;
}

/** A published picture: a suggestion of the owner's that a superadmin approved in place of any earlier one. */
async function published(w: World, owner: Member): Promise<number> {
  const id = await suggestion(w, owner);
  await w.t.app.inject({
    method: 'POST',
    url: `/api/admin/card-images/${id}/approve`,
    payload: { replace: true },
    headers: w.members.superadmin.headers,
  });
  return id;
}

/** Catalogue pictures: collectors suggest and withdraw their own; the queue is data_admin and up. */
export const CARD_IMAGE_ROUTES: RouteTable = {
  'GET /api/user/card-images/consent': {
    access: 'user',
    ok: 200,
    call: () => get('/api/user/card-images/consent'),
  },
  'POST /api/user/photos/{photoId}/card-image-suggestion': {
    access: 'user',
    ok: 201,
    foreign: 404,
    call: async (w, { owner }) => ({
      url: `/api/user/photos/${await uniquePhoto(w, owner)}/card-image-suggestion`,
      payload: { side: 'front', consent: true },
    }),
  },
  'GET /api/user/card-images': { access: 'user', ok: 200, call: () => get('/api/user/card-images') },
  'DELETE /api/user/card-images/{id}': {
    access: 'user',
    ok: 200,
    foreign: 404,
    call: async (w, { owner }) => get(`/api/user/card-images/${await suggestion(w, owner)}`),
  },
  'GET /api/card-images': {
    access: 'public',
    ok: 200,
    call: (w) => get(`/api/card-images?card_ids=${w.card.id}`),
  },
  'GET /api/admin/card-images': { access: 'data_admin', ok: 200, call: () => get('/api/admin/card-images') },
  'GET /api/admin/card-images/{id}/source': {
    access: 'data_admin',
    ok: 200,
    call: async (w) => get(`/api/admin/card-images/${await suggestion(w, w.victim)}/source`),
  },
  'POST /api/admin/card-images/{id}/approve': {
    access: 'data_admin',
    ok: 200,
    call: async (w) => ({
      url: `/api/admin/card-images/${await suggestion(w, w.victim)}/approve`,
      payload: { replace: true },
    }),
  },
  'POST /api/admin/card-images/{id}/reject': {
    access: 'data_admin',
    ok: 200,
    call: async (w) => ({
      url: `/api/admin/card-images/${await suggestion(w, w.victim)}/reject`,
      payload: { reason: 'Out of focus' },
    }),
  },
  'DELETE /api/admin/card-images/{id}': {
    access: 'data_admin',
    ok: 200,
    call: async (w) => get(`/api/admin/card-images/${await published(w, w.victim)}`),
  },
};

/** The published files: content-addressed names, public, no token (an <img> cannot send one). */
export const CARD_IMAGE_FILE_ROUTES: RouteTable = {
  'GET /api/card-images/files/{name}': {
    access: 'public',
    ok: 200,
    call: async (w) => {
      const id = await published(w, w.victim);
      const listed = await w.t.app.inject({ method: 'GET', url: `/api/card-images?card_ids=${w.card.id}` });
      const images = listed.json<{
        images: Record<string, { back: { card_image_id: number; hash: string } }>;
      }>();
      const back = images.images[String(w.card.id)]!.back;
      if (back.card_image_id !== id) throw new Error('the approved picture is not the published one');
      return get(`/api/card-images/files/${back.hash}-thumb.webp`);
    },
  },
};
