import { Suspense, lazy } from "react";
import { useLinkDialog } from "~/components/use-link-dialog";
import { ProductImage } from "~/components/product/product-image";
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
  const dialog = useLinkDialog();

  return (
    <div className="product-gallery">
      <a href={imageUrl(image.fullUrl)} ref={dialog.linkRef} onClick={dialog.onClick} className="product-gallery__zoom">
        <ProductImage url={image.url} alt={image.alt} width={480} height={480} className="product-gallery__image" eager />
        <span className="product-gallery__hint">View full-size image</span>
      </a>
      {dialog.loaded ? (
        <Suspense fallback={null}>
          <ImageZoomDialog image={image} open={dialog.open} onOpenChange={dialog.setOpen} returnFocusTo={dialog.linkRef} />
        </Suspense>
      ) : null}
    </div>
  );
}
