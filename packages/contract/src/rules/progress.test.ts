import { describe, expect, it } from 'vitest';
import { isProgressCounted, measureProgress, type ProgressEvent } from './progress';

const event = (id: number, options: { isAvailable?: boolean; freemium?: boolean; done?: boolean } = {}): ProgressEvent => ({
  id,
  availability: { isAvailable: options.isAvailable ?? true },
  freemium: options.freemium ?? false,
  completed: options.done === undefined ? [] : [{ completed: options.done ? 1 : 0 }],
});

describe('measureProgress: the one definition of progress', () => {
  it.each([
    { name: 'nothing in the tree', events: [], isFreemium: false, expected: { total: 0, completed: 0, percentage_partial: 0 } },
    {
      name: 'open events, one completed',
      events: [event(1, { done: true }), event(2), event(3, { done: false })],
      isFreemium: false,
      expected: { total: 3, completed: 1, percentage_partial: 33.33 },
    },
    // The reported '5/5' beside a locked, unticked item: expired completed content counts for nothing.
    {
      name: 'completed but now expired (locked)',
      events: [event(1, { isAvailable: false, done: true }), event(2, { done: true })],
      isFreemium: false,
      expected: { total: 1, completed: 1, percentage_partial: 100 },
    },
    // admin@campus.test: '2/4' with no ticks while the header read 0.00 %: only locked completions.
    {
      name: 'only locked completions',
      events: [event(1, { isAvailable: false, done: true }), event(2, { isAvailable: false, done: true }), event(3), event(4)],
      isFreemium: false,
      expected: { total: 2, completed: 0, percentage_partial: 0 },
    },
    {
      name: 'everything locked',
      events: [event(1, { isAvailable: false }), event(2, { isAvailable: false, done: true })],
      isFreemium: false,
      expected: { total: 0, completed: 0, percentage_partial: 0 },
    },
    {
      name: 'an event in two units counts once',
      events: [event(1, { done: true }), event(1, { done: true }), event(2)],
      isFreemium: false,
      expected: { total: 2, completed: 1, percentage_partial: 50 },
    },
    {
      name: 'freemium: only freemium-flagged content counts',
      events: [event(1, { freemium: true, done: true }), event(2, { done: true }), event(3, { freemium: true })],
      isFreemium: true,
      expected: { total: 2, completed: 1, percentage_partial: 50 },
    },
    {
      name: 'a completion row with 0 is not done',
      events: [event(1, { done: false })],
      isFreemium: false,
      expected: { total: 1, completed: 0, percentage_partial: 0 },
    },
    {
      name: 'all done',
      events: [event(1, { done: true }), event(2, { done: true })],
      isFreemium: false,
      expected: { total: 2, completed: 2, percentage_partial: 100 },
    },
  ])('$name', ({ events, isFreemium, expected }) => {
    expect(measureProgress(events, isFreemium)).toEqual(expected);
  });

  it('counts an event only while the user can open it', () => {
    expect(isProgressCounted({ availability: { isAvailable: true }, freemium: false }, false)).toBe(true);
    expect(isProgressCounted({ availability: { isAvailable: true }, freemium: false }, true)).toBe(false);
    expect(isProgressCounted({ availability: { isAvailable: false }, freemium: true }, true)).toBe(false);
  });
});
