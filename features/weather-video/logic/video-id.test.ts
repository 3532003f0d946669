import { DEFAULT_VIDEO_ID, videoIdOf } from './video-id';

describe('videoIdOf', () => {
  it.each([
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  wxSUL-00002 ', 'wxSUL-00002'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=30', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('reads %j as %j', (input, id) => expect(videoIdOf(input)).toBe(id));

  it.each([['dQw4w9WgXc'], ['dQw4w9WgXcQQ'], [''], ['dQw4w9WgX Q'], ['https://youtu.be/short'], ['https://www.youtube.com/channel/UC1234567890'], [null], [undefined]])(
    'falls back to the default video for %j',
    (input) => expect(videoIdOf(input)).toBe(DEFAULT_VIDEO_ID),
  );
});
