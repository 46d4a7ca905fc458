import { type MouseEvent, Suspense, lazy, useRef, useState } from "react";
import { ProductImage } from "~/components/product-image";
import { shareCspNonce } from "~/lib/csp-nonce.client";
import { imageUrl } from "~/lib/media";

const ImageZoomDialog = lazy(() => import("~/components/product/image-zoom-dialog"));

export interface GalleryImageProps {
  url: string | null;
  fullUrl: string | null;
  alt: string;
}

/**
 * The product image with zoom. Without JavaScript the image is a link to the full-size image;
 * with JavaScript the same link opens a zoom dialog (loaded on first use), keyboard operable:
 * Enter opens it, Escape closes it and focus returns to the link.
 */
export function ProductGallery({ image }: { image: GalleryImageProps }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const linkRef = useRef<HTMLAnchorElement>(null);

  function openZoom(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    shareCspNonce();
    setUsed(true);
    setOpen(true);
  }

  return (
    <div className="product-gallery">
      <a href={imageUrl(image.fullUrl)} ref={linkRef} onClick={openZoom} className="product-gallery__zoom">
        <ProductImage url={image.url} alt={image.alt} width={480} height={480} className="product-gallery__image" eager />
        <span className="product-gallery__hint">View full-size image</span>
      </a>
      {used ? (
        <Suspense fallback={null}>
          <ImageZoomDialog image={image} open={open} onOpenChange={setOpen} returnFocusTo={linkRef} />
        </Suspense>
      ) : null}
    </div>
  );
}
