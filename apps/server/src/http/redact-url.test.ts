import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it("replaces the teacher's token, one-time codes and OAuth state, keeping the other parameters and their order", () => {
    expect(redactUrl('/api/auth/login-token-profesor?t=perm4nent-teacher-token-123&platform=alumno')).toBe(
      '/api/auth/login-token-profesor?t=[redacted]&platform=alumno',
    );
    expect(redactUrl('/api/auth/login-app-alumno?platform=alumno&code=0123456789abcdef')).toBe('/api/auth/login-app-alumno?platform=alumno&code=[redacted]');
    expect(redactUrl('/auth/callback?code=abc&state=xyz&iss=https%3A%2F%2Fid.example')).toBe(
      '/auth/callback?code=[redacted]&state=[redacted]&iss=https%3A%2F%2Fid.example',
    );
  });

  it('finds a secret key however it is written (case, percent-encoding, repeated) and never throws on broken escapes', () => {
    expect(redactUrl('/api/auth/login-token-profesor?T=one&%74=two&t=three')).toBe('/api/auth/login-token-profesor?T=[redacted]&%74=[redacted]&t=[redacted]');
    expect(redactUrl('/api/x?%E0%A4%A=1&t=secret')).toBe('/api/x?%E0%A4%A=1&t=[redacted]');
    expect(redactUrl('/api/x?t')).toBe('/api/x?t');
  });

  it("replaces a signed file address's signature and keeps its shape", () => {
    expect(redactUrl('/api/files/stream/12?c=AL1&s=5&exp=1700000000&sig=deadbeef&dl=1')).toBe(
      '/api/files/stream/12?c=AL1&s=5&exp=1700000000&sig=[redacted]&dl=1',
    );
    expect(redactUrl('/api/files/h5p/7/AL1/5/1700000000/deadbeef/index.html')).toBe('/api/files/h5p/7/AL1/5/1700000000/[redacted]/index.html');
    expect(redactUrl('/api/files/h5p/7/AL1/5/1700000000/deadbeef/js/app.js?v=2')).toBe('/api/files/h5p/7/AL1/5/1700000000/[redacted]/js/app.js?v=2');
  });

  it('replaces the token of a calendar feed address, with or without its extension', () => {
    expect(redactUrl('/api/calendar-feeds/s3cr3t-feed-token.ics')).toBe('/api/calendar-feeds/[redacted].ics');
    expect(redactUrl('/api/calendar-feeds/s3cr3t-feed-token')).toBe('/api/calendar-feeds/[redacted]');
    expect(redactUrl('/api/calendar-feeds/s3cr3t-feed-token.ics?x=1')).toBe('/api/calendar-feeds/[redacted].ics?x=1');
  });

  it('leaves every other address as it is', () => {
    for (const url of ['/api/mails?folderId=inbox&limit=20', '/api/calendar-feed', '/api/chats/people-to-chat?search=t', '/', '/api/files/h5p/7'])
      expect(redactUrl(url)).toBe(url);
  });
});
