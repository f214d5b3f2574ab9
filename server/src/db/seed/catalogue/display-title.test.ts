import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DISPLAY_TITLE_MAX, toDisplayTitle } from './display-title';

describe('shortening a title for displayTitle', () => {
  it('keeps titles that already fit', () => {
    assert.equal(toDisplayTitle('The Lord Is My Shepherd'), 'The Lord Is My Shepherd');
  });

  it('uses the heading after a label such as "Lecture 2:" when that fits', () => {
    assert.equal(toDisplayTitle('Q. 1: What Is the Chief End of Man?'), 'What Is the Chief End of Man?');
  });

  it('writes "&" for "and" before cutting anything', () => {
    assert.equal(toDisplayTitle('Five Loaves and Two Small Fishes'), 'Five Loaves & Two Small Fishes');
  });

  it('abbreviates a part number and keeps it', () => {
    assert.equal(toDisplayTitle('Lovest Thou Me? (Part 2)'), 'Lovest Thou Me? (Part 2)');
    assert.equal(toDisplayTitle('The Lord Is Our Refuge (Part 2)'), 'The Lord Is Our Refuge (Pt. 2)');
    assert.equal(toDisplayTitle('The Lord Was with Joseph (Part 1)'), 'The Lord Was with Joseph (1)');
  });

  it('cuts long titles at a word boundary, without a dangling little word, and marks the cut', () => {
    const short = toDisplayTitle('Shall Not the Judge of All the Earth Do Right?');
    assert.equal(short, 'Shall Not the Judge of All…');
    assert.ok(short.length <= DISPLAY_TITLE_MAX);
  });

  it('never returns more than 30 characters, whatever the language', () => {
    for (const title of [
      'Wer ist der, dass ihm Wind und Meer gehorsam sind?',
      'A Vindication of the Doctrine That the Mass Is Idolatry',
      'Supercalifragilisticexpialidociouslylongwordwithoutspaces',
      '그리스도와 함께 십자가에 못 박혔나니 그리스도와 함께 십자가에 못 박혔나니',
    ]) {
      assert.ok(toDisplayTitle(title).length <= DISPLAY_TITLE_MAX, title);
    }
  });
});
