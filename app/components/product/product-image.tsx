import { useEffect, useRef } from "react";
import { PLACEHOLDER_IMAGE, imageUrl } from "~/lib/media";

interface ProductImageProps {
  url: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Above-the-fold images load eagerly; everything else lazily. */
  eager?: boolean;
}

/**
 * A product or CMS image. Backend paths go through the storefront's `/medias/*` proxy, which
 * answers a placeholder when the image is missing (so it works without JS); with JS, an
 * absolute URL that fails also falls back to the placeholder.
 */
export function ProductImage({ url, alt, width, height, className, eager = false }: ProductImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (!img) return;
    const fallback = () => {
      if (!img.src.endsWith(PLACEHOLDER_IMAGE)) img.src = PLACEHOLDER_IMAGE;
    };
    // The image may have failed before hydration attached any handler.
    if (img.complete && img.naturalWidth === 0) fallback();
    img.addEventListener("error", fallback);
    return () => img.removeEventListener("error", fallback);
  }, [url]);
  return (
    <img
      ref={ref}
      src={imageUrl(url)}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={className}
    />
  );
}
