// "Predict, then see" worked out here, for predict.mjs and predict-touch.mjs to compare the page's
// angle with: the direction a drag of (dx, dy) CSS px on the scene draws on the step's plane, worked out
// from the camera's screen axes (orthographic: the drag moves dx·right − dy·up in the world) slid along
// the line of sight onto the plane (normal n); the angle in degrees between two world vectors once both
// are put in that plane; and the CLI's force of a term at the step's instant.
import { execFileSync } from 'node:child_process';

const dot = (a, b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const onPlane = (w, n, along) => { const k = dot(n, w) / dot(n, along); return w.map((x, i) => x - k * along[i]); };
export function dragOnPlane(camera, n, dx, dy) {
  const w = camera.right.map((r, i) => dx * r - dy * camera.up[i]);
  return onPlane(w, n, camera.toward_viewer);
}
export function planeAngle(a, b, n) {
  const pa = onPlane(a, n, n), pb = onPlane(b, n, n);
  const c = dot(pa, pb) / Math.sqrt(dot(pa, pa) * dot(pb, pb));
  return Math.acos(Math.max(-1, Math.min(1, c))) * 180 / Math.PI;
}
// The CLI's force of `term` on the step's segment at the step's instant and observer (in world axes
// unless `express` says otherwise); a step that sets the model (`set`: gravity on, the base falling) is
// the lesson's step `k` (0-based), opened as such.
export function cliForce(cli, id, step, term, express = 'world', k = -1) {
  const asStep = step.set && k >= 0 ? ['--lesson-step', String(k + 1)] : [];
  const out = JSON.parse(execFileSync(cli, ['terms', id, ...asStep, '--t', String(step.time), '--frame', step.frame, '--express', express,
                                            '--format', 'json']).toString()).samples[0];
  const seg = out.segments.find((s) => s.name === (step.segments || [])[0]) || out.segments[0];
  return seg.terms[term].force;
}
