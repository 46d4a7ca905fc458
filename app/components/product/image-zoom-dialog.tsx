import { Dialog } from "radix-ui";
import { type RefObject } from "react";
import { ProductImage } from "~/components/product-image";
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
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog dialog--wide product-zoom"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className="dialog__header">
            <Dialog.Title className="dialog__title">{image.alt}</Dialog.Title>
            <Dialog.Close className="button button--secondary" type="button">
              Close
            </Dialog.Close>
          </div>
          <ProductImage url={image.fullUrl} alt={image.alt} width={900} height={900} className="product-zoom__image" eager />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
