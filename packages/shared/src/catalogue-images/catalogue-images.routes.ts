/** Where the calls the public pages make answer, zod-free (EndpointRoute): a page calls through these, typed by its contract, so its code does not build the contracts' schemas. */
export const cardImagesRoute = { method: 'GET', path: '/api/card-images' } as const;
export const cardImageConsentRoute = { method: 'GET', path: '/api/user/card-images/consent' } as const;
export const myCardImagesRoute = { method: 'GET', path: '/api/user/card-images' } as const;
export const suggestCardImageRoute = {
  method: 'POST',
  path: '/api/user/photos/:photoId/card-image-suggestion',
} as const;
export const withdrawCardImageRoute = { method: 'DELETE', path: '/api/user/card-images/:id' } as const;
