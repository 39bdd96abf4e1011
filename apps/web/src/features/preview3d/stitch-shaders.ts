// GLSL of the stitch preview: raised thread over a woven cloth, lit the same way.
import { TEXTURE_SCALE } from './stitch-texture.ts'

// Shared lighting: one warm key light from the upper left, a cool sky fill and an ambient floor. Colours are
// converted to linear for the maths and back to sRGB at the end (the canvas shows sRGB).
const LIGHTING = /* glsl */ `
uniform vec3 uLightDir;
// Gamma 2 instead of 2.2: visually the same here, and far cheaper than pow() in software rendering.
vec3 toLinear(vec3 c) { return c * c; }
vec3 toSRGB(vec3 c) { return sqrt(max(c, 0.0)); }
vec3 lightDiffuse(vec3 n) {
  float key = max(dot(n, uLightDir), 0.0);
  float sky = 0.5 + 0.5 * n.z;
  // Weighted so that cloth facing the viewer comes out close to its own colour.
  return vec3(1.0, 0.97, 0.92) * key * 0.9 + vec3(0.82, 0.86, 0.95) * sky * 0.32 + 0.05;
}
`

// Both meshes are placed the same way, and hand their world position on for the light and view vectors.
const PLACE_VERTEX = /* glsl */ `
varying vec3 vWorldPos;
void placeVertex() {
  vec4 world = modelMatrix * vec4(position, 1.0);
  vWorldPos = world.xyz;
  gl_Position = projectionMatrix * viewMatrix * world;
}
`

export const EMBROIDERY_VERTEX = /* glsl */ `
attribute vec3 wallNormal;
varying vec2 vUv;
varying vec3 vWallNormal;
varying float vHeight;
uniform float uThreadHeight;
${PLACE_VERTEX}
void main() {
  vUv = uv;
  vWallNormal = wallNormal;
  vHeight = position.z / uThreadHeight;
  placeVertex();
}
`

export const EMBROIDERY_FRAGMENT = /* glsl */ `
uniform sampler2D uColorMap;
uniform sampler2D uNormalMap;
uniform vec2 uTexSize;
uniform float uThreadsPerCell;
varying vec2 vUv;
varying vec3 vWorldPos;
varying vec3 vWallNormal;
varying float vHeight;
${LIGHTING}
vec2 threadDirection(float angle) {
  if (angle < 0.5) return vec2(1.0, 0.0);
  if (angle < 1.5) return vec2(0.70710678, 0.70710678);
  if (angle < 2.5) return vec2(0.0, 1.0);
  return vec2(-0.70710678, 0.70710678);
}
void main() {
  vec4 base = texture2D(uColorMap, vUv);
  bool isWall = dot(vWallNormal, vWallNormal) > 0.5;
  if (!isWall && base.a < 0.5) discard;
  vec3 albedo = toLinear(base.rgb);
  vec3 viewDir = normalize(cameraPosition - vWorldPos);
  vec3 n;
  vec3 tangent;
  float occlusion = 1.0;
  if (isWall) {
    n = vWallNormal;
    tangent = vec3(0.0, 0.0, 1.0);
    occlusion = 0.45 + 0.5 * vHeight;
  } else {
    ivec2 texel = clamp(ivec2(vUv * uTexSize), ivec2(0), ivec2(uTexSize) - 1);
    float code = texelFetch(uNormalMap, texel, 0).a * 255.0 + 0.5;
    float isTatami = step(128.0, code);
    vec2 dir = threadDirection(floor(mod(code, 128.0) / 32.0));
    vec2 across = vec2(-dir.y, dir.x);
    vec2 cell = vUv * uTexSize / ${TEXTURE_SCALE.toFixed(1)};
    // Individual threads: a rounded ridge every 1/uThreadsPerCell pixel across the thread direction,
    // faded out where a thread would be thinner than a screen pixel (no moire when zoomed out).
    float t = dot(cell, across) * uThreadsPerCell;
    float f = fract(t) - 0.5;
    float fade = clamp(1.6 - fwidth(t) * 2.2, 0.0, 1.0);
    // Tatami stitches end every 1.5 pixels; each row's ends are offset, like a brick wall.
    float along = dot(cell, dir) / 1.5 + floor(t) * 0.37;
    float g = fract(along) - 0.5;
    float stitchEnd = isTatami * smoothstep(0.38, 0.5, abs(g)) * fade;
    vec3 tn = texture2D(uNormalMap, vUv).xyz * 2.0 - 1.0;
    tn.xy += across * f * 1.5 * fade + dir * sign(g) * stitchEnd * 0.9;
    tn = normalize(tn);
    n = normalize(vec3(tn.x, -tn.y, tn.z));
    tangent = normalize(vec3(dir.x, -dir.y, 0.0));
    float edge = abs(f) * 2.0;
    occlusion = 1.0 - fade * (0.32 * edge * edge * edge + 0.25 * stitchEnd);
  }
  vec3 light = lightDiffuse(n);
  // Thread sheen (Kajiya-Kay): a highlight across the thread, strongest where the half vector is
  // perpendicular to it, which is what makes satin look like satin.
  vec3 h = normalize(uLightDir + viewDir);
  float th = dot(tangent, h);
  // sin^36 as (1 - cos^2)^18, squared out by hand.
  float s2 = max(0.0, 1.0 - th * th);
  float s4 = s2 * s2;
  float s16 = s4 * s4 * s4 * s4;
  float sheen = s16 * s2 * max(dot(n, uLightDir), 0.0);
  vec3 color = albedo * light * occlusion + sheen * occlusion * (0.05 + 0.3 * albedo);
  gl_FragColor = vec4(toSRGB(color), 1.0);
}
`

export const CLOTH_VERTEX = /* glsl */ `
${PLACE_VERTEX}
void main() {
  placeVertex();
}
`

export const CLOTH_FRAGMENT = /* glsl */ `
uniform sampler2D uWeave;
uniform sampler2D uColorMap;
uniform vec3 uClothColor;
uniform float uWeaveRepeat;
uniform vec4 uDesignRect;
uniform vec2 uShadowOffset;
varying vec3 vWorldPos;
${LIGHTING}
void main() {
  vec4 weave = texture2D(uWeave, vWorldPos.xy * uWeaveRepeat);
  vec3 tn = weave.xyz * 2.0 - 1.0;
  vec3 n = normalize(vec3(tn.x, -tn.y, tn.z));
  vec3 viewDir = normalize(cameraPosition - vWorldPos);
  // A soft shadow of the raised thread, from the colour map's coverage blurred through its mipmaps.
  vec2 designUv = (vec2(vWorldPos.x, -vWorldPos.y) - uDesignRect.xy + uShadowOffset) / uDesignRect.zw;
  float inside = step(0.0, designUv.x) * step(designUv.x, 1.0) * step(0.0, designUv.y) * step(designUv.y, 1.0);
  float cover = texture2D(uColorMap, clamp(designUv, 0.0, 1.0), 2.5).a * inside;
  float shadow = 1.0 - 0.42 * cover;
  vec3 albedo = toLinear(uClothColor * (0.8 + 0.2 * weave.a));
  vec3 h = normalize(uLightDir + viewDir);
  float spec = pow(max(dot(n, h), 0.0), 24.0) * 0.05;
  vec3 color = (albedo * lightDiffuse(n) + spec) * shadow;
  gl_FragColor = vec4(toSRGB(color), 1.0);
}
`
