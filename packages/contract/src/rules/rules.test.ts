import { describe, expect, it } from 'vitest';
import { buildFreemiumState, parseFreemiumState } from '../schemas/freemium';
import { getNotificationTarget } from '../schemas/notifications';
import { decrementUnread } from './unread';
import { isJoinable } from './join-window';
import { formatPercent, getProgressTier } from './progress';

describe('join window', () => {
  const event = { join_url: 'https://meet.campus.test/x', start_date: '2026-11-21T10:00:00Z', end_date: '2026-11-21T11:00:00Z' };
  it.each([
    ['2026-11-21T09:49:59Z', false],
    ['2026-11-21T09:50:00Z', true],
    ['2026-11-21T10:30:00Z', true],
    ['2026-11-21T11:10:00Z', true],
    ['2026-11-21T11:10:01Z', false],
  ])('at %s → %s', (now, expected) => {
    expect(isJoinable(event, new Date(now))).toBe(expected);
  });
  it('needs a join_url', () => {
    expect(isJoinable({ ...event, join_url: null }, new Date('2026-11-21T10:30:00Z'))).toBe(false);
  });
});

describe('notifications', () => {
  it('navigates by source', () => {
    expect(getNotificationTarget({ notifiable_type: 'post', notifiable_id: '4' })).toBe('/tablon?post_id=4');
    expect(getNotificationTarget({ notifiable_type: 'post', notifiable_id: null })).toBe('/tablon');
    expect(getNotificationTarget({ notifiable_type: 'chat', notifiable_id: '12' })).toBe('/chat/12');
    expect(getNotificationTarget({ notifiable_type: 'event', notifiable_id: '18' })).toBe('/calendario?event_id=18');
  });
  it('opens nothing for a plain notice', () => {
    expect(getNotificationTarget({ notifiable_type: null, notifiable_id: null })).toBeNull();
    expect(getNotificationTarget({ notifiable_type: null, notifiable_id: null, type_id: 2, notification_id: 7 })).toBeNull();
  });
  it('opens an academy notice (type 4) on /notificaciones', () => {
    expect(getNotificationTarget({ notifiable_type: null, notifiable_id: null, type_id: 4, notification_id: 31 })).toBe('/notificaciones?aviso=31');
  });
  it('never counts below zero', () => {
    expect(decrementUnread(1)).toBe(0);
    expect(decrementUnread(0)).toBe(0);
    expect(decrementUnread(5, 2)).toBe(3);
  });
});

describe('freemium state', () => {
  it('round-trips freemium:{provider}:{course}', () => {
    const state = buildFreemiumState('google', 'FOR-ENF', 'n0nce');
    expect(state.startsWith('freemium:google:FOR-ENF')).toBe(true);
    expect(parseFreemiumState(state)).toEqual({ provider: 'google', course: 'FOR-ENF', nonce: 'n0nce' });
    expect(parseFreemiumState('estado-normal')).toBeNull();
    expect(parseFreemiumState('freemium:twitter:FOR-ENF')).toBeNull();
  });
});

describe('progress', () => {
  it('shows 2 decimals and clamps', () => {
    expect(formatPercent(33.333)).toBe('33,33 %');
    expect(formatPercent(120)).toBe('100,00 %');
    expect(formatPercent(Number.NaN)).toBe('0,00 %');
  });
  it('picks the tier', () => {
    expect(getProgressTier(100)).toBe('done');
    expect(getProgressTier(75.01)).toBe('above75');
    expect(getProgressTier(75)).toBe('above50');
    expect(getProgressTier(25)).toBe('starting');
  });
});
