/**
 * Robison-Anton polyester (40 wt): catalogue number, RGB, name. Source: the maker's colour card as transcribed in Ink/Stitch's
 * "InkStitch Robison-Anton Polyester" palette (inkstitch/inkstitch, palettes/). 447 colours.
 */
export const ROBISON_ANTON_POLYESTER = `
9026 255 240 248 Pink Cascade
5543 255 244 248 Light Pink
5523 255 208 232 Pink
5675 255 192 224 Dusty Rose
7701 255 216 232 Petal Pink
9030 255 216 216 Pink Joy
9078 255 204 208 Pink Sham
9080 255 224 224 Ginger Jar
9069 255 236 232 Winter Almond
5572 232 200 200 Grape
9045 255 216 208 Wild Ginseng
5599 208 168 168 Salmon
9070 255 200 176 Heather Mist
9063 208 156 160 Toasted Champagne
5780 184 108 104 K. A. Bronze
9015 255 148 192 Fairy Tale Pink
9025 248 188 240 Pink Pompas
9164 255 132 152 Mauven Maud
9077 168 84 88 Comfort Pink
5795 255 192 200 Mountain Rose
5544 255 156 208 Rose Cerise
5537 255 120 184 Carnation
9073 255 188 176 Dancing Salmon
5546 255 168 168 Shrimp
9065 168 84 88 Scalloped Coral
7709 255 100 104 Bitteroot
5549 128 0 0 Burgundy
5796 120 0 64 Warm Wine
5552 104 0 48 Russet
5525 104 0 48 Wine
9055 96 12 48 Salvia Plum
5676 72 0 40 Maroon
5887 72 0 40 Intense Maroon
9162 48 0 24 Royal Crest
5794 240 116 136 Cabernet
5899 208 80 120 Passion Rose
5560 200 56 120 Hot Pink
5797 136 32 64 Perfect Ruby
5804 136 0 72 Cherry Stone
5561 176 20 72 Ruby Glint
9168 232 72 184 Horizon Pink
5528 255 100 104 Begonia
9007 224 100 152 Wild Romance
7712 184 0 96 Azalea
5806 192 12 96 Rose Pink
9012 176 0 80 Pink Bleeding Heart
5732 208 0 104 Strawberry
7706 168 0 0 Devil Road
5717 168 0 48 Cherry Punch
5807 184 12 0 Candy Apple Red
9013 168 0 88 Red Coral Bell
9006 120 12 0 Hollyhock Red
9002 120 12 0 Toasty Red
5567 192 16 24 Wild Fire
5678 184 20 0 Red
5581 216 12 0 Jockey Red
5566 192 0 0 Radiant Red
5718 192 0 0 Red Berry
5719 255 0 0 Very Red
5563 232 0 0 Foxy Red
5533 216 12 0 Lipstick
9170 216 20 24 Miami Artillery
5519 152 12 0 Scarlet
5811 152 12 0 Deep Scarlet
5570 120 12 16 Cranberry
5568 120 0 0 Carolina Red
5677 255 236 232 Bisque
5553 255 204 208 Flesh Pink
5558 255 188 176 Flamingo
5594 255 132 136 Melon
7812 255 148 112 Melonade
9058 255 116 48 Oriental Poppies
7713 224 72 0 Honeysuckle
9056 168 56 0 Orange Glory
9029 224 244 255 Out Of The Blue
9032 208 232 240 Blue Joy
5600 208 232 255 Ice Blue
9089 208 240 240 Cameron Blue
5569 184 232 255 Sun Blue
5836 168 208 255 Rockport Blue
5682 192 212 255 Pastal Blue
5825 168 212 255 Heron Blue
5539 152 232 255 Sky Blue
5506 184 220 255 Baby Blue
5683 176 176 255 Cristy Blue
5604 136 196 248 Lake Blue
9039 0 156 232 Blue Splendor
5733 0 116 168 Ultra Blue
5734 0 84 168 Tropic Blue
5601 0 88 176 Oriental Blue
9081 0 72 144 Blue Moon
5545 0 80 160 Copen
5823 0 80 160 China Blue
5575 0 112 152 Slate Blue
5641 0 68 104 Ash
9075 0 68 104 Favorite Deep Blue
5877 56 112 160 Wonder Blue
5820 0 140 200 Mid Windsor
5689 0 104 208 California Blue
5801 0 88 184 Cerulean
5741 0 68 136 Baltic Blue
5829 48 100 184 Dolphine Blue
5520 0 52 112 Blue
5684 0 24 136 Jay Blue
5602 0 0 128 Imperial Blue
5750 0 0 40 Fleet Blue
5739 0 8 88 Blue Ribbon
5740 0 8 80 Blue Ink
5603 0 0 40 Light Navy
5824 0 8 80 PN Navy
5686 0 16 88 Light Midnight
5515 0 0 56 Navy
5687 0 0 40 Midnight Navy
5580 0 76 152 Saphire
5738 0 0 128 Blue Suede
5736 24 20 128 Fire Blue
5510 0 12 128 Royal
5685 0 52 120 Jamie Blue
5737 0 24 136 Empire Blue
9022 0 0 112 Nikko Blue
9171 0 44 88 Chow Blue
5729 0 0 152 Purple Twist
5583 232 236 255 Paris Blue
9048 168 168 255 Amanda Lavender
5706 216 172 255 Sterling
9064 136 132 192 Lucky Lavender
5586 192 120 255 Tulip
9167 144 152 200 Tulip Lavender
5587 72 68 136 Mauve
9031 80 0 152 Dark Melody
9166 88 0 176 Livid Lavender
9049 96 0 192 Purple Chariot
5728 64 0 104 Purple Maze
9057 88 0 168 Vanessa Purple
5803 72 0 136 Deep Purple
5731 56 16 104 Purple Accent
9021 72 0 144 Regal Purple
9053 64 0 64 May Nights
5681 96 0 96 Dark Purple
9071 88 0 104 Mod Purple
5554 96 48 96 Purple
5588 88 0 168 Iris
9088 168 72 255 Cindy Purple
9019 128 0 128 Popular Purple
9011 208 120 255 Poker Primrose
5592 136 12 136 Plum
9067 255 216 255 Arden Lavender
9016 192 128 255 Russian Saga
9098 192 132 232 Pansy Purple
9009 200 128 200 Dwarf Lilac
5585 255 204 232 Violet
9004 255 204 232 Liatris Lavender
9041 255 244 255 Siberian Iris
9044 255 220 240 Fantasia Pink
9040 255 204 224 Le Reve Pink
9074 255 204 224 Exclusive Pink
9036 255 168 255 Pink Sherbet
9037 255 176 216 Pink Splendor
5559 255 128 192 Wild Pink
5800 136 0 136 New Berry
9097 176 0 176 Rich Pink
5591 168 0 80 Passion
9017 104 0 104 Raspberry Ice
9027 112 20 56 Purple Ice
9046 80 0 40 Aubergine
9059 184 255 255 Pillow Blue
5608 96 164 216 Misty
9079 120 196 224 Bambino Blue
9054 48 188 168 Blue Fringe
5607 0 148 152 Marine Aqua
9052 0 152 224 Blue Wisteria
5819 16 176 192 Surf Blue
9060 0 156 160 Angela Blue
5821 0 88 88 Mallard Blue
5810 48 84 88 Peacock
9105 0 132 144 Mountainview
9143 0 152 144 Southampton
9104 0 84 72 Paradise Green
9062 0 84 71 Perpetual Teal
9100 0 104 104 Venus Blue
5522 224 255 255 Light Blue
9101 240 255 248 Shallow Green
5613 208 255 232 Sprite
9076 192 255 224 Nautical Teal
9138 144 255 255 Alaska Sky
9103 192 255 223 Herbal Blue
5610 152 255 200 Mint Julep
9141 0 184 176 Sea Glass
5504 32 152 120 Turquoise
5743 48 148 136 Mystic Teal
5609 0 140 144 Teal
5792 0 184 184 J. Turquoise
5746 56 136 104 Oceanic Green
9139 32 156 136 Blue Appeal
9102 0 140 112 Tempest Turq
9140 128 255 192 Breath Of Spring
5745 0 156 112 M. D. Green
5809 0 172 120 Dark Teal
5691 0 144 72 Pine Green
9173 32 104 80 Sea Water
9142 0 160 120 Inner Sanctum
5849 40 68 32 Blue Spruce
5850 0 80 0 Newport
9145 88 140 88 Endicott Bay
5755 48 84 40 Green Bay
5578 104 192 168 Moss
5541 208 212 168 Palm Leaf
5521 112 116 56 Willow
9107 136 136 80 Kiwi Green
5502 80 120 64 Olive
5854 72 72 48 Water Lilly
5884 72 72 48 Dress Green
5692 56 88 48 Harbor Green
5852 56 76 48 Ivy
5805 48 60 24 Special Green
5853 40 60 40 Dark Army Green
7711 0 52 40 D. H. Green
9151 56 76 24 Alpine Green
5760 40 68 32 Field Green
5759 0 52 0 Green Sail
9146 48 48 24 Teal Appeal
5618 200 255 248 Pale Green
5693 0 224 224 Sea Mist
5752 128 252 200 Green Pearl
5611 144 208 144 Seafoam
9106 176 220 192 Tealeaf
5612 0 128 64 Isle Green
9144 0 184 0 Cone Forest
5813 0 120 24 Jade
5690 40 136 88 Peppermint
5748 24 100 0 Green Forest
5749 0 88 40 Fern Green
5751 0 120 64 Green Forest
5615 0 68 0 Evergreen
5758 0 112 0 Green Petal
5623 80 116 56 Holly
5584 40 112 64 Deep Green
5509 72 140 56 Green
5812 0 132 0 Irish Green
5508 40 116 56 Dark Green
9092 0 148 40 Conner Green
9091 0 147 40 Veggie Green
7710 56 176 64 Light Kelly
5540 48 188 56 Kelly
5514 0 208 0 Emerald
5855 224 255 224 Pastel Green
5538 184 255 224 Mint
9149 184 255 184 Slightly Green
5619 168 255 168 Green Oak
5511 0 188 96 Nile
9153 144 208 152 Glendale
5757 96 140 48 Peapod
5621 144 212 104 Pastoral Green
9108 120 188 128 Envy Green
9148 120 184 104 Rolling Meadow
9147 160 188 88 Eventide Green
5579 80 144 64 Spruce
5622 0 168 0 Ming
5620 0 244 0 Erin Green
9121 184 180 104 Limerick
5530 168 168 0 Tamarack
5842 200 204 0 Foliage Green
9118 255 255 136 Meilee Green
9120 255 255 136 Daiqueri Ice
9035 192 196 56 Finch
5861 216 172 96 Black Eyed Susie
9005 192 176 80 Cloth Of Gold
9124 192 176 80 Cheviot Gold
9084 168 172 0 Golder Slipper
5843 168 132 56 Autumn Green
9119 104 96 48 Allegheny
9154 136 136 72 Cone
5529 104 104 16 Palmetto
9150 176 176 0 Mosstone
5526 96 120 32 Meadow
9152 104 104 16 Boneaire Green
5617 112 120 56 Olive Drab
9122 0 52 40 Beau Geste
9155 0 53 40 Castlewalk Green
9018 248 232 134 Green Ice
9014 255 255 152 Coronation Gold
5625 255 255 104 Lemon
5616 255 254 150 Celery
9003 255 255 120 Lemon Fluff
5626 255 255 56 Daffodil
5762 255 252 30 Sunflower
9051 255 252 24 Golden Stargazor
5860 255 252 31 Moonbeam
9001 255 252 0 Ombre Gold
5535 255 255 64 Canary
5766 255 236 0 Manila
5542 255 240 40 Goldenrod
9172 255 220 24 Warm Sunshine
5856 240 176 0 Pollen Gold
9010 240 192 0 Day Lilly
5708 255 232 88 Star Gold
5695 255 208 32 Cornsilk
5765 240 224 0 Scholastic
9109 255 188 136 Pooh
5696 255 192 48 Brite Yellow
5764 255 164 80 Nectar
5763 255 184 16 Merit Gold
5516 240 208 32 Marigold
5694 255 168 80 Mango
5512 255 156 0 Sun Gold
5709 255 164 120 Yellow Mist
5513 232 176 40 Yellow
9050 200 148 40 Golden Chair
5631 216 188 120 Mustard
5595 152 116 32 Copper
9072 255 84 80 Grilled Orange
5767 232 76 0 Orangeade
5536 224 0 0 Paprika
9066 255 52 48 Vibrant Orange
9023 255 92 88 Indian Summer
5629 184 0 0 Saffron
9020 183 0 0 Scarlet Flame
5772 154 0 0 Auburn
5634 152 0 0 Terra Cotta
5505 136 68 0 Dark Rust
9061 255 140 88 Summer Splendor
9068 255 144 32 Complex Orange
5556 255 188 160 Tawny
9047 255 220 200 Shangri La
5589 208 104 32 Rust
9038 232 128 80 Deviled Orange
5518 255 92 24 Orange
5630 255 108 40 Golden Poppy
9008 224 112 0 Sunburst
5769 255 108 0 Dark Texas Orange
5698 255 200 128 Visor Gold
5701 216 192 96 Ashley Gold
5700 224 192 128 Topaz
5547 208 140 88 Honey
5779 152 104 0 Almond
5531 200 116 32 Toast
5781 120 60 0 Hazel
5590 104 52 0 Date
5527 88 44 48 Chocolate
5702 96 48 24 Sienna
5761 255 255 150 Wheat
5564 248 232 136 Maize
5534 255 252 112 Glow
5550 160 160 80 Pistachio
9123 160 160 79 Tommy Tan
5870 160 156 80 Golden Tan
5633 160 156 0 Ginger
5711 208 204 0 Shimmering Gold
5501 208 203 0 Old Gold
9165 104 108 24 Temple Gold
9131 192 132 48 Terry Tan
9130 192 156 72 Sweet Dreams
9132 224 204 144 Primedor
9125 216 188 96 Rice Paper
5632 208 188 80 Penny
9094 232 212 152 Candy Tan
5598 232 212 136 Taupe
5774 200 196 136 Rattan
9086 152 148 72 French Toast
5524 112 112 56 Beige
5815 104 108 48 Bronze
5777 120 100 40 Sand Dune
9136 240 216 144 Bali
5573 232 208 144 Tan
5635 255 252 240 Ivory
5776 248 236 200 Seashell
5532 248 240 200 Ecru
9160 240 196 160 Coast Point
5773 255 204 152 Opaline
5788 96 48 0 Cocoa Mulch
5778 96 72 40 Light Cocoa
9133 120 100 40 Lucrene
5699 232 208 152 New Gold
9034 255 232 208 Foundation
5638 255 176 104 Bamboo
5503 248 232 184 Gold
5789 168 140 56 Wicker
5636 255 208 160 Amber Beige
9156 48 52 0 Sonesta Brown
9042 88 44 0 Brownstone
5639 80 40 0 Coffee Bean
5551 80 39 0 Brown
5637 48 48 0 Espresso
5864 0 32 0 Mahogany
9137 88 88 48 Cajun Mist
5672 48 48 0 Dark Brown
9087 80 80 80 Happy Trail
9128 151 158 150 Carbondale
9135 164 176 168 Decorator Tan
9126 208 204 208 Basket Beige
9134 128 140 128 Turkish Tan
9129 72 76 40 Mars Green
9158 48 60 48 Grey Wool
5787 32 32 32 Smokey
9111 104 100 88 Vassar Chic
5841 72 72 72 Black Chrome
5865 64 68 72 Aged Charcoal
5707 104 100 104 Metal
5517 136 136 136 Twilight
5704 152 152 152 Cinder
9110 112 116 112 Bellaire Grey
5784 120 116 120 Silvery Gray
9112 112 108 112 Delano Grey
9163 80 72 72 Coal Hill
5786 120 108 112 Storm Gray
9114 152 156 152 Fairview Grey
5783 208 212 208 Cloud
9113 192 200 192 Melville
5802 120 120 120 GS Grey
9117 112 112 112 Grey Flannel
5565 64 64 64 Charcoal
5782 184 184 184 Skylight
5785 216 216 216 Saturn Gray
5839 255 254 255 Chrome
9090 208 220 208 Storm Gail
9115 184 192 184 Otter Grey
9116 208 208 216 Teardrop Grey
5703 255 255 255 Oyster
9095 240 240 240 Raindrop
9082 255 252 255 Hi Ho Silver
9083 232 228 232 Titanium
5507 192 192 200 Gray
5906 184 192 0 TH Gold
5640 216 220 216 Pearl Grey
5705 104 108 112 Dover Grey
5574 160 156 168 Steel Gray
9099 104 104 112 Granite
5722 80 72 80 Ducky Mauve
5614 144 128 128 Satin Wine
5596 0 0 0 Black
5643 245 245 245 Eggshell
9028 238 238 238 Ice Ballet
9024 255 255 224 Beige Delight
5642 255 255 255 Natural White
5597 248 248 248 Snow White
9161 224 0 112 Cheeky Pink
5712 255 52 56 Neon Red
9159 240 0 0 Hot Cha Cha
5710 255 88 24 Neon Orange
9157 255 164 72 Singh Mist
9127 232 188 24 Havana Yellow
9085 255 255 0 Stunning Yellow
5713 232 232 0 Neon Yellow
5814 96 144 40 Neon Green
5907 0 72 0 TH Green
5908 88 0 0 TH Burgundy
5909 0 0 64 TH Navy
`
