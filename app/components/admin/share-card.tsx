/** What a search result, a share card and a feed reader show of a post (the editor's preview; drawn on the server). */
export function ShareCard({ title, description, image }: { title: string; description: string; image: string | null }) {
  return (
    <figure className="mt-6 overflow-hidden rounded-lg bg-white ring-1 ring-ink/10" data-testid="share-preview">
      <figcaption className="px-3 pt-2 text-xs font-semibold text-ink/70 uppercase">Shared and in search as</figcaption>
      {image ? (
        <img src={image} alt="" className="mt-2 aspect-[1.91/1] w-full bg-cream object-cover" />
      ) : (
        <p className="mt-2 px-3 text-xs text-ink/70">With the site&apos;s own image (the post has no PNG, JPEG or WebP image).</p>
      )}
      <div className="p-3 text-sm">
        <p className="font-semibold text-ink">{title}</p>
        <p className="mt-1 text-ink/80">{description}</p>
      </div>
    </figure>
  );
}
