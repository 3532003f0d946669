import { playlistAnswerSchema, type Video } from '@/lib/youtube/contract';
import { playlistAnswer } from './playlist';

const video: Video = {
  id: 'wxSUL-00001',
  title: 'Frente fria avança pelo Sul',
  publishedAt: '2026-11-28T10:00:00.000Z',
  description: 'Chuva volumosa no oeste gaúcho.',
  thumbnails: { maxres: '/api/youtube/thumbnail/wxSUL-00001/maxres' },
  duration: 'PT4M13S',
};

describe('playlistAnswer (the player’s check of our route’s answer, without zod)', () => {
  it('accepts what the route answers, as the route’s own zod schema does', () => {
    const answer = { videos: [video, { ...video, id: 'wxSUL-00002', thumbnails: {}, duration: '' }] };
    expect(playlistAnswerSchema.parse(answer)).toEqual(answer);
    expect(playlistAnswer.parse(answer)).toEqual(answer);
    expect(playlistAnswer.parse({ videos: [] })).toEqual({ videos: [] });
  });

  it.each([
    ['no videos list', {}],
    ['videos not a list', { videos: 'x' }],
    ['a video without an id', { videos: [{ ...video, id: '' }] }],
    ['a title that is not text', { videos: [{ ...video, title: 3 }] }],
    ['a date that is none', { videos: [{ ...video, publishedAt: 'yesterday' }] }],
    ['a thumbnail that is not an address', { videos: [{ ...video, thumbnails: { maxres: 1 } }] }],
    ['no answer at all', null],
  ])('refuses %s, as the route’s schema does', (_name, answer) => {
    expect(playlistAnswerSchema.safeParse(answer).success).toBe(false);
    expect(() => playlistAnswer.parse(answer)).toThrow('Unexpected answer');
  });
});
