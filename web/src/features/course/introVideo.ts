/**
 * The intro video without a third-party SDK (the earlier client loaded react-player and its vendors'
 * scripts on every course page): YouTube and Vimeo become a privacy-friendly embed that loads only
 * when asked for (youtube-nocookie, Vimeo with dnt=1); any other http(s) URL is a plain link.
 */
import { safeUrl } from '../../lib/safeUrl.ts';

export type IntroVideo =
  { kind: 'embed'; src: string; host: string } | { kind: 'link'; href: string; host: string };

const YOUTUBE_ID = /^[\w-]{6,20}$/;
const VIMEO_ID = /^\d{3,12}$/;

export function introVideo(value: string | null | undefined): IntroVideo | null {
  const safe = safeUrl(value);
  if (safe === null) return null;
  let url: URL;
  try {
    url = new URL(safe);
  } catch {
    return null; // relative: not a video page we can name
  }
  const host = url.hostname.replace(/^www\./, '');
  const youtube = youtubeId(url, host);
  if (youtube)
    return { kind: 'embed', src: `https://www.youtube-nocookie.com/embed/${youtube}`, host: 'youtube.com' };
  const vimeo =
    host === 'vimeo.com' || host === 'player.vimeo.com'
      ? url.pathname.split('/').filter(Boolean).pop()
      : undefined;
  if (vimeo && VIMEO_ID.test(vimeo))
    return { kind: 'embed', src: `https://player.vimeo.com/video/${vimeo}?dnt=1`, host: 'vimeo.com' };
  return { kind: 'link', href: url.href, host };
}

function youtubeId(url: URL, host: string): string | null {
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = url.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'm.youtube.com' || host === 'youtube-nocookie.com') {
    id =
      url.pathname === '/watch'
        ? url.searchParams.get('v')
        : url.pathname.match(/^\/(?:embed|shorts)\/([^/]+)/)?.[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}
