// Wide scripts (CJK, Hangul, fullwidth forms) take about one em per character.
const wide = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;
const narrow = /[.,:;'|!il1 ()[\]ftIj]/;

/**
 * A deliberately generous estimate of the width of `text` in px at `fontSize`, for tick layout. It runs while
 * rendering (also on the server, where nothing can be measured), so it must not touch the DOM; erring wide
 * only costs a tick, erring narrow would let labels overlap.
 */
export function estimateTextWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const char of text) {
    if (wide.test(char)) em += 1;
    else if (narrow.test(char)) em += 0.4;
    else if (/[MWmw@%]/.test(char)) em += 0.95;
    else em += 0.66;
  }
  return Math.ceil(em * fontSize);
}
