import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { initialsOf, initialsSvg } from './initials-svg';

describe('initials artwork', () => {
  it('takes the first and last name of a person', () => {
    assert.equal(initialsOf('Charles H. Spurgeon', 'person'), 'CS');
    assert.equal(initialsOf('Calvin', 'person'), 'C');
  });

  it('skips small words in a title', () => {
    assert.equal(initialsOf('The Church of the Redeemer', 'title'), 'CR');
    assert.equal(initialsOf('Romans: The Gospel of God', 'title'), 'RG');
  });

  it('escapes the name inside the SVG', () => {
    const svg = initialsSvg('<Tom & "Jerry">', 'x', 'person');
    assert.ok(!svg.includes('<Tom'));
    assert.ok(svg.startsWith('<svg'));
  });
});
