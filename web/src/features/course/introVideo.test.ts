import { describe, expect, it } from 'vitest';
import { introVideo } from './introVideo.ts';

describe('introVideo', () => {
  it.each([
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      { kind: 'embed', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', host: 'youtube.com' },
    ],
    [
      'https://youtu.be/dQw4w9WgXcQ',
      { kind: 'embed', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', host: 'youtube.com' },
    ],
    [
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      { kind: 'embed', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', host: 'youtube.com' },
    ],
    [
      'https://vimeo.com/76979871',
      { kind: 'embed', src: 'https://player.vimeo.com/video/76979871?dnt=1', host: 'vimeo.com' },
    ],
    [
      'https://media.example.com/intro.mp4',
      { kind: 'link', href: 'https://media.example.com/intro.mp4', host: 'media.example.com' },
    ],
    [
      'https://www.youtube.com/watch?v=<script>',
      { kind: 'link', href: 'https://www.youtube.com/watch?v=%3Cscript%3E', host: 'youtube.com' },
    ],
    ['javascript:alert(1)', null],
    ['data:video/mp4;base64,AAAA', null],
    ['', null],
    [null, null],
  ])('%s', (value, expected) => {
    expect(introVideo(value)).toEqual(expected);
  });
});
