import { useEffect, useRef, useState } from "react";
import type { Video } from "~/content/pages/types";

/**
 * A YouTube video as a poster and a play button. The player (an iframe from
 * youtube-nocookie.com) is inserted only when the visitor clicks, so no
 * third-party script, cookie or request happens on page load. Without JS the
 * play control is a plain link to the video on YouTube.
 * (docs/spec-notes.md#video-facade-spec-2)
 */
export function VideoFacade({ video, className = "" }: { video: Video; className?: string }) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    // Keyboard users keep their place: focus moves from the removed button into the player.
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <div className={`relative aspect-video overflow-hidden rounded-2xl bg-teal-dark shadow-lg ${className}`}>
      {playing ? (
        <iframe
          ref={frame}
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.id)}?autoplay=1&rel=0`}
          title={video.title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          className="absolute inset-0 h-full w-full border-0"
        />
      ) : (
        <a
          href={`https://www.youtube.com/watch?v=${encodeURIComponent(video.id)}`}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(e) => {
            if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
            e.preventDefault();
            setPlaying(true);
          }}
          aria-label={`Play video: ${video.title}`}
          className="group absolute inset-0 block focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-amber-light"
        >
          <img
            src={video.poster.src}
            alt=""
            width={video.poster.width}
            height={video.poster.height}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
          />
          <span className="absolute inset-0 flex items-center justify-center">
            <span className="flex h-16 w-16 items-center justify-center rounded-full bg-amber-light text-ink shadow-xl transition-transform group-hover:scale-110 sm:h-20 sm:w-20">
              <svg viewBox="0 0 24 24" aria-hidden="true" className="ml-1 h-7 w-7 sm:h-8 sm:w-8">
                <path d="M7 4.5v15l12.5-7.5z" fill="currentColor" />
              </svg>
            </span>
          </span>
          <span className="absolute inset-x-0 bottom-0 bg-linear-to-t from-ink/85 to-transparent px-4 pt-10 pb-4 text-left text-sm font-semibold text-white sm:text-base">
            {video.title}
          </span>
        </a>
      )}
    </div>
  );
}
