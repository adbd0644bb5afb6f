/**
 * Clubs in an OpenGotha file: OpenGotha refuses a club of more than 4 characters (as Java
 * counts them), so a longer club is cut at a whole character, and the Export report says so.
 */
import { describe, expect, it } from 'vitest';
import { exportOpenGotha, openGothaExportNotes, parseOpenGotha } from '../../src/interop';
import { lakeside } from './fixture';

function withClubs(clubs: string[]): ReturnType<typeof lakeside> {
  const event = lakeside();
  clubs.forEach((club, i) => (event.players[i].club = club));
  return event;
}

const CLUBS = ['Gox🐉 Club', 'Zürich Go'.normalize('NFD'), '𠮷野家', '東京棋院', 'Москва'];

describe('OpenGotha club', () => {
  it('is cut to 4 characters, never inside a character, accents composed', () => {
    const xml = exportOpenGotha(withClubs(CLUBS));
    const cut = ['Gox', 'Züri', '𠮷野家', '東京棋院', 'Моск', 'Cope'];
    expect([...xml.matchAll(/ club="([^"]*)"/g)].map((m) => m[1])).toEqual(cut);
    expect(parseOpenGotha(xml).players.map((p) => p.club)).toEqual(cut);
  });

  it('cut is named in the Export report, each club once', () => {
    const event = withClubs([...CLUBS, 'Москва']);
    expect(openGothaExportNotes(event).filter((n) => n.includes('club'))).toEqual([
      `OpenGotha holds a club of 4 characters at most, so clubs were cut: "Gox🐉 Club" as "Gox"; "${CLUBS[1]}" as "Züri"; "Москва" as "Моск".`,
    ]);
  });

  it('is read without the spaces around it, which are not counted nor reported as cut', () => {
    const event = withClubs([' Kyoto Go ', 'Gox ', ' Gox', 'Ab ']);
    const xml = exportOpenGotha(event);
    expect([...xml.matchAll(/ club="([^"]*)"/g)].map((m) => m[1]).slice(0, 4)).toEqual([
      'Kyot',
      'Gox',
      'Gox',
      'Ab',
    ]);
    expect(openGothaExportNotes(event).filter((n) => n.includes('club'))).toEqual([
      'OpenGotha holds a club of 4 characters at most, so clubs were cut: "Kyoto Go" as "Kyot".',
    ]);
  });

  it('of 4 characters once its accents are composed is written whole, and no cut is reported', () => {
    const event = withClubs(['Jönk'.normalize('NFD'), 'Ab', 'Gox']);
    const clubs = [...exportOpenGotha(event).matchAll(/ club="([^"]*)"/g)].map((m) => m[1]);
    expect(clubs.slice(0, 3)).toEqual(['Jönk', 'Ab', 'Gox']);
    expect(openGothaExportNotes(event).filter((n) => n.includes('club'))).toEqual([]);
  });
});
