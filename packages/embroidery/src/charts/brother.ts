/**
 * Brother Embroidery thread (polyester, 40 wt): catalogue number, RGB, name. Source: the Brother colour card as
 * transcribed in Ink/Stitch's "Brother Embroidery" palette (inkstitch/inkstitch, palettes/).
 */
export const BROTHER_EMBROIDERY = `
900 0 0 0 Black
001 240 240 240 White
800 237 23 31 Red
085 249 147 188 Pink
086 246 74 138 Deep Rose
124 253 217 222 Flesh Pink
107 199 1 86 Dark Fuchsia
030 254 55 15 Vermilion
807 247 56 102 Carmine
869 119 1 118 Royal Purple
620 145 54 151 Magenta
079 252 187 196 Salmon Pink
333 181 76 100 Amber Red
202 240 249 112 Lemon Yellow
205 255 255 0 Yellow
206 255 217 17 Harvest Gold
208 254 186 53 Orange
126 254 179 67 Pumpkin
209 254 158 50 Tangerine
010 255 255 179 Cream Brown
812 255 240 141 Cream Yellow
348 208 166 96 Khaki
214 232 169 0 Deep Gold
328 186 152 0 Brass
307 254 227 197 Linen
058 42 19 1 Dark Brown
337 209 92 0 Reddish Brown
339 209 84 0 Clay Brown
843 239 227 185 Beige
399 216 204 198 Warm Gray
330 125 111 0 Russet Brown
323 178 118 36 Light Brown
542 168 221 196 Seacrest
502 158 214 125 Mint Green
509 102 186 73 Leaf Green
519 19 43 26 Olive Green
517 67 86 7 Dark Olive
534 0 135 119 Teal Green
507 0 103 62 Emerald Green
808 0 56 34 Deep Green
027 227 243 91 Fresh Green
513 112 188 31 Lime Green
515 47 126 32 Moss Green
405 10 85 163 Blue
406 11 61 145 Ultramarine
017 168 222 235 Light Blue
019 37 132 187 Sky Blue
420 9 91 166 Electric Blue
415 19 74 118 Peacock Blue
007 14 31 124 Prussian Blue
070 75 107 175 Corn Flower
810 228 154 203 Light Lilac
612 145 95 172 Lilac
613 106 28 138 Violet
614 78 41 144 Purple
804 178 175 212 Lavender
607 104 106 176 Wistaria Violet
704 79 85 86 Pewter
707 41 49 51 Dark Gray
005 168 168 168 Silver
817 135 135 135 Gray
`
