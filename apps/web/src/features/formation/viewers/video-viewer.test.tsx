import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VideoViewer } from './video-viewer';

beforeEach(() => {
  // jsdom has no media playback.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});

function renderVideo(props: { introUrl?: string | null; subtitlesUrl?: string | null } = {}) {
  const onEnded = vi.fn();
  render(
    <VideoViewer
      title="Promesas y async/await"
      src="/api/files/stream/9?sig=a"
      subtitlesUrl={props.subtitlesUrl === undefined ? '/api/files/stream/9.vtt?sig=a' : props.subtitlesUrl}
      introUrl={props.introUrl === undefined ? '/api/files/intro?sig=i' : props.introUrl}
      onEnded={onEnded}
    />,
  );
  return { onEnded };
}

describe('VideoViewer', () => {
  it("plays the intro first; 'Saltar intro' goes to the class, which then starts", async () => {
    const { onEnded } = renderVideo();
    expect(screen.getByTestId('intro-video')).toHaveAttribute('src', '/api/files/intro?sig=i');
    expect(screen.queryByTestId('class-video')).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Saltar intro' }));
    const video = screen.getByTestId('class-video');
    expect(video).toHaveAttribute('src', '/api/files/stream/9?sig=a');
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    expect(onEnded).not.toHaveBeenCalled();
  });

  it('skips the intro on a click on it, instead of pausing it (issue 29)', async () => {
    renderVideo();
    const intro = screen.getByTestId('intro-video');
    expect(intro).not.toHaveAttribute('controls');
    await userEvent.setup().click(intro);
    expect(screen.queryByTestId('intro-video')).not.toBeInTheDocument();
    expect(screen.getByTestId('class-video')).toHaveAttribute('src', '/api/files/stream/9?sig=a');
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
  });

  it('goes to the class when the intro ends, and reports the end of the class', () => {
    const { onEnded } = renderVideo();
    fireEvent.ended(screen.getByTestId('intro-video'));
    expect(onEnded).not.toHaveBeenCalled();
    fireEvent.ended(screen.getByTestId('class-video'));
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('shows Spanish subtitles when the class has them', () => {
    renderVideo({ introUrl: null });
    const track = screen.getByTestId('class-video').querySelector('track');
    expect(track).toHaveAttribute('kind', 'subtitles');
    expect(track).toHaveAttribute('srclang', 'es');
    expect(track).toHaveAttribute('default');
    expect(track).toHaveAttribute('src', '/api/files/stream/9.vtt?sig=a');
  });

  it('has no track without subtitles, and no intro without its address', () => {
    renderVideo({ introUrl: null, subtitlesUrl: null });
    expect(screen.queryByTestId('intro-video')).not.toBeInTheDocument();
    expect(screen.getByTestId('class-video').querySelector('track')).toBeNull();
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
  });

  it("says 'Error al abrir el archivo' when the class cannot be played", () => {
    renderVideo({ introUrl: null });
    fireEvent.error(screen.getByTestId('class-video'));
    expect(screen.getByRole('alert')).toHaveTextContent('Error al abrir el archivo');
  });
});
