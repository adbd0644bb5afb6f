/** OpenGotha files refused with one message naming the line: a foreign root, a half-blank name. */
import { describe, expect, it } from 'vitest';
import { exportOpenGotha, parseOpenGotha } from '../../src/interop';
import { lakeside } from './fixture';

const message = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('no error');
};

describe('OpenGotha files that are refused', () => {
  it('names the root element of a file that is not a tournament', () => {
    expect(message(() => parseOpenGotha('<?xml version="1.0"?>\n<Tourney/>'))).toBe(
      'OpenGotha file, line 2: the root element is <Tourney>, not <Tournament>; this is not an OpenGotha tournament file.',
    );
  });

  it('refuses a player with a blank first name, or a blank name', () => {
    const xml = exportOpenGotha(lakeside());
    const expected = 'OpenGotha file, line 4, <Player>: name and firstName must both be filled in.';
    expect(message(() => parseOpenGotha(xml.replace('firstName="Jan"', 'firstName=" "')))).toBe(
      expected,
    );
    expect(message(() => parseOpenGotha(xml.replace('name="de Vries"', 'name=""')))).toBe(expected);
  });

  it('says a game or bye without a roundNumber is missing one, not that it is 0', () => {
    const xml = exportOpenGotha(lakeside());
    expect(message(() => parseOpenGotha(xml.replace('<Game roundNumber="1"', '<Game')))).toBe(
      'OpenGotha file, line 12, <Game>: the attribute roundNumber is missing.',
    );
    const bye = xml.replace('<ByePlayer roundNumber="3"', '<ByePlayer');
    expect(message(() => parseOpenGotha(bye))).toBe(
      'OpenGotha file, line 22, <ByePlayer>: the attribute roundNumber is missing.',
    );
  });
});
