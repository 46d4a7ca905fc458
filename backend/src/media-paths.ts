/** Backend-relative media URLs (the storefront prefixes MEDIA_BASE_URL). Served by routes/media.ts. */

export type ImageFormat = "product" | "thumbnail";

export const garmentImageUrl = (format: ImageFormat, shape: string, colour: string) => `/medias/${format}/${shape}/${colour}.svg`;

export const swatchImageUrl = (colour: string) => `/medias/swatch/${colour}.svg`;
