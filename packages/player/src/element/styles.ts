import { css } from 'lit';

// Until the view brings its sheets: the picture in the 16:9 box the player's stage will be.
export const prestageStyles = css`
  :host {
    display: block;
  }
  .sw-stepwise-player-prestage {
    position: relative;
    inline-size: 100%;
    aspect-ratio: 16 / 9;
    max-block-size: 100%;
    background: #000;
  }
  .sw-stepwise-player-prestage:empty {
    display: none;
  }
  .sw-stepwise-player-prestage > video {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    object-fit: contain;
  }
`;
