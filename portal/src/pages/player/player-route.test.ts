import { describe, expect, it } from 'vitest';
import {
  PLAYER_ROUTES,
  playerRouteMapKey,
  previewRedirect,
  publicPlayerLink,
  readPlayerQuery,
} from './player-route';
import { paths } from '../../paths';
import { ROUTE_MAP } from '../../route-map';

describe('player routes (002 §2)', () => {
  it('every player route is a route-map entry with its public / login gate', () => {
    for (const [kind, layout] of Object.entries(PLAYER_ROUTES)) {
      const entry = ROUTE_MAP.find((e) => e.path === playerRouteMapKey(kind as 'p'));
      expect(entry, kind).toBeDefined();
      expect(entry?.login).toBe(!layout.public);
    }
  });

  it('/playerembed starts in theater mode, embedded; the fullscreen routes use that layout', () => {
    expect(PLAYER_ROUTES.playerembed).toMatchObject({ embedded: true, startInTheater: true });
    expect(PLAYER_ROUTES.playermainfullscreen.fullscreenLayout).toBe(true);
    expect(PLAYER_ROUTES.playerfullscreenpublic).toMatchObject({
      public: true,
      fullscreenLayout: true,
    });
    expect(PLAYER_ROUTES.p.public).toBe(true);
  });
});

describe('player query parameters (002 §2)', () => {
  it('reads back the versionId the version panel’s Play link carries (issue 23)', () => {
    const link = new URL(paths.player('w 1', { versionId: 'ver_1' }), 'https://sw.example.com');
    expect(link.pathname).toBe('/playermain/w%201');
    expect(readPlayerQuery(link.searchParams)).toMatchObject({
      versionId: 'ver_1',
      preview: false,
    });
    expect(readPlayerQuery(new URLSearchParams('versionId='))).not.toHaveProperty('versionId');
  });

  it('reads versionId, isPreviewVideoMode, openMenu=1, playerType=singleStepPlayer', () => {
    const q = readPlayerQuery(
      new URLSearchParams(
        'versionId=v1&isPreviewVideoMode=true&openMenu=1&playerType=singleStepPlayer&shareToken=s',
      ),
    );
    expect(q).toEqual({
      versionId: 'v1',
      preview: true,
      openMenu: true,
      singleStep: true,
      shareToken: 's',
    });
  });

  it('defaults: nothing set; openMenu only for 1; other player types are the full player', () => {
    expect(readPlayerQuery(new URLSearchParams('openMenu=true&playerType=other'))).toEqual({
      preview: false,
      openMenu: false,
      singleStep: false,
    });
  });
});

describe('/PlayerPreview redirect (002 §2)', () => {
  it('goes to the embed player in preview mode when the top window is the builder or editor', () => {
    for (const top of [
      'https://app.example/buildermain/w1',
      'https://app.example/editor/w1',
      'https://app.example/editormain/w1/transcription',
    ]) {
      expect(previewRedirect(top, 'w1', 's2', '?versionId=v')).toBe(
        '/playerembed/w1/s2?versionId=v&isPreviewVideoMode=true',
      );
    }
    expect(previewRedirect('https://app.example/editor/w1', 'w1', undefined, '')).toBe(
      '/playerembed/w1?isPreviewVideoMode=true',
    );
  });

  it('anywhere else, or an unreadable top window, goes to /404', () => {
    expect(previewRedirect('https://app.example/home', 'w1', undefined, '')).toBe('/404');
    expect(previewRedirect('https://app.example/PlayerPreview/w1', 'w1', undefined, '')).toBe(
      '/404',
    );
    expect(previewRedirect('https://other.example/?next=/editor/w1', 'w1', 's', '')).toBe('/404');
    expect(previewRedirect(null, 'w1', undefined, '')).toBe('/404');
  });
});

describe('public link (001 §7)', () => {
  it('is /p/{workflowId}?shareToken={id}', () => {
    expect(publicPlayerLink('https://app.example', 'w 1', 'share1')).toBe(
      'https://app.example/p/w%201?shareToken=share1',
    );
  });
});
