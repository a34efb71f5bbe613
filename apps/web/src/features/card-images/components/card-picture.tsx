import {
  CARD_IMAGE_SIZES,
  cardImageFileUrl,
  cardImageHeight,
  cardImageSrcset as srcset,
  type CardImageSize,
  type PublishedCardImage,
} from '@cardbinder/shared';

export interface CardPictureProps {
  image: PublishedCardImage;
  alt: string;
  /** the size whose width and height the <img> declares (the box it holds before it loads) */
  size: CardImageSize;
  /** the sizes attribute: how wide the picture shows, so the browser picks the smallest file that fits */
  sizes: string;
  /** above the fold (the card page's picture): loaded at once; everything else waits until scrolled near */
  eager?: boolean;
  className?: string;
}

/**
 * A catalogue picture: AVIF, then WebP, then JPEG for browsers that read neither, each in every published
 * width. Width and height are set, so the page does not move when it arrives.
 */
export function CardPicture({ image, alt, size, sizes, eager = false, className }: CardPictureProps) {
  const width = Math.min(CARD_IMAGE_SIZES[size].width, image.width);
  return (
    <picture>
      <source type="image/avif" srcSet={srcset(image, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcset(image, 'webp')} sizes={sizes} />
      <img
        className={className}
        src={cardImageFileUrl(image.hash, size, 'jpg')}
        srcSet={srcset(image, 'jpg')}
        sizes={sizes}
        width={width}
        height={cardImageHeight(image, size)}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(eager ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
}
