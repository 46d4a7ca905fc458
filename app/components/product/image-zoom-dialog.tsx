import { type RefObject } from "react";
import { ModalDialog } from "~/components/modal-dialog";
import { ProductImage } from "~/components/product/product-image";
import { type GalleryImageProps } from "~/components/product/product-gallery";

/**
 * The zoomed product image (Radix dialog: focus trapped, Escape closes, focus returns to the
 * image link). 900 px wide, full width at 1024 px or less. Loaded on first use only.
 */
export default function ImageZoomDialog({
  image,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  image: GalleryImageProps;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title={image.alt}
      className="dialog--wide product-zoom"
      closeButton
    >
      <ProductImage url={image.fullUrl} alt={image.alt} width={900} height={900} className="product-zoom__image" eager />
    </ModalDialog>
  );
}
