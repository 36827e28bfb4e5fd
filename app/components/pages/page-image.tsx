import type { PageImage } from "~/content/pages/types";

/**
 * A local, sized image. Above the fold pass `priority` (eager, high fetch
 * priority); everything else loads lazily.
 */
export function PageImg({ image, priority = false, className = "" }: { image: PageImage; priority?: boolean; className?: string }) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? undefined : "async"}
      // React 18 does not know the camelCase prop yet; the lowercase attribute avoids its warning.
      {...(priority ? { fetchpriority: "high" } : {})}
      className={`h-auto max-w-full ${className}`}
    />
  );
}
