// Generated from ../shared/rules/tiles.tsv (the binding tile facts); edit that file, not this one.
import type { TileType } from "./tileTypes";

export const TILE_TYPES: readonly TileType[] = [
  {
    "id": "A",
    "set": "base",
    "count": 2,
    "countC1": 2,
    "edges": "FFRF",
    "cities": [],
    "roads": [
      {
        "sides": [
          "S"
        ],
        "ends": true
      }
    ],
    "monastery": true,
    "garden": false,
    "pennants": 0,
    "description": "monastery with road"
  },
  {
    "id": "B",
    "set": "base",
    "count": 4,
    "countC1": 4,
    "edges": "FFFF",
    "cities": [],
    "roads": [],
    "monastery": true,
    "garden": false,
    "pennants": 0,
    "description": "monastery"
  },
  {
    "id": "C",
    "set": "base",
    "count": 1,
    "countC1": 1,
    "edges": "CCCC",
    "cities": [
      [
        "N",
        "W",
        "S",
        "E"
      ]
    ],
    "roads": [],
    "monastery": false,
    "garden": false,
    "pennants": 1,
    "description": "city on all 4 sides"
  },
  {
    "id": "D",
    "set": "base",
    "count": 4,
    "countC1": 4,
    "edges": "CRFR",
    "cities": [
      [
        "N"
      ]
    ],
    "roads": [
      {
        "sides": [
          "W",
          "E"
        ],
        "ends": false
      }
    ],
    "monastery": false,
    "garden": false,
    "pennants": 0,
    "description": "city cap + straight road; one of the 4 is the start tile"
  },
  {
    "id": "E",
    "set": "base",
    "count": 4,
    "countC1": 5,
    "edges": "CFFF",
    "cities": [
      [
        "N"
      ]
    ],
    "roads": [],
    "monastery": false,
    "garden": false,
    "pennants": 0,
    "description": "city cap (one side)"
  },
  {
    "id": "Eg",
    "set": "base",
    "count": 1,
    "countC1": 0,
    "edges": "CFFF",
    "cities": [
      [
        "N"
      ]
    ],
    "roads": [],
    "monastery": false,
    "garden": true,
    "pennants": 0,
    "description": "city cap (one side)"
  },
  {
    "id": "F",
    "set": "base",
    "count": 2,
    "countC1": 2,
    "edges": "FCFC",
    "cities": [
      [
        "W",
        "E"
      ]
    ],
    "roads": [],
    "monastery": false,
    "garden": false,
    "pennants": 1,
    "description": "city across two opposite sides (connected)"
  },
  {
    "id": "G",
    "set": "base",
    "count": 1,
    "countC1": 1,
    "edges": "FCFC",
    "cities": [
      [
        "W",
        "E"
      ]
    ],
    "roads": [],
    "monastery": false,
    "garden": false,
    "pennants": 0,
    "description": "city across two opposite sides (connected)"
  },
  {
    "id": "H",
    "set": "base",
    "count": 2,
    "countC1": 3,
    "edges": "CFCF",
    "cities": [
      [
        "N"
      ],
      [
        "S"
      ]
    ],
    "roads": [],
    "monastery": false,
    "garden": false,
    "pennants": 0,
    "description": "two separate city caps on opposite sides"
  },
  {
    "id": "Hg",
    "set": "base",
    "count": 1,
    "countC1": 0,
    "edges": "CFCF",
    "cities": [
      [
        "N"
      ],
      [
        "S"
      ]
    ],
    "roads": [],
    "monastery": false,
    "garden": true,
    "pennants": 0,
    "description": "two separate city caps on opposite sides"
  },
  {
    "id": "I",
    "set": "base",
    "count": 1,
    "countC1": 2,
    "edges": "CFFC",
    "cities": [
      [
        "N"
      ],
      [
        "W"
      ]
    ],
    "roads": [],
    "monastery": false,
    "garden": false,
    "pennants": 0,
    "description": "two separate city caps on adjacent sides"
  },
  {
    "id": "Ig",
    "set": "base",
    "count": 1,
    "countC1": 0,
    "edges": "CFFC",
    "cities": [
      [
        "N"
      ],
      [
        "W"
      ]
    ],
    "roads": [],
    "monastery": false,
    "garden": true,
    "pennants": 0,
    "description": "two separate city caps on adjacent sides"
  },
  {
    "id": "J",
    "set": "base",
    "count": 3,
    "countC1": 3,
    "edges": "CRRF",
    "cities": [
      [
        "N"
      ]
    ],
    "roads": [
      {
        "sides": [
          "E",
          "S"
        ],
        "ends": false
      }
    ],
    "monastery": false,
    "garden": false,
    "pennants": 0,
    "description": "city cap + road curve (curve to the right of the city, mirror of K)"
  },
  {
    "id": "K",
    "set": "base",
    "count": 3,
    "countC1": 3,
    "edges": "CFRR",
    "cities": [
      [
        "N"
      ]
    ],
    "roads": [
      {
        "sides": [
          "S",
          "W"
        ],
        "ends": false
      }
    ],
    "monastery": false,
    "garden": false,
    "pennants": 0,
    "description": "city cap + road curve (curve to the left of the city, mirror of J)"
  },
  {
    "id": "L",
    "set": "base",
    "count": 3,
    "countC1": 3,
    "edges": "CRRR",
    "cities": [
      [
        "N"
      ]
    ],
    "roads": [
      {
        "sides": [
          "E"
        ],
        "ends": true
      },
      {
        "sides": [
          "S"
        ],
        "ends": true
      },
      {
        "sides": [
          "W"
        ],
        "ends": true
      }
    ],
    "monastery": false,
    "garden": false,
    "pennants": 0,
    "description": "city cap + 3 roads ending at a junction"
  },
  {
    "id": "M",
    "set": "base",
    "count": 1,
    "countC1": 2,
    "edges": "CFFC",
    "cities": [
      [
        "N",
        "W"
      ]
    ],
    "roads": [],
    "monastery": false,
    "garden": false,
    "pennants": 1,
    "description": "city on two adjacent sides (connected)"
  },
  {
    "id": "Mg",
    "set": "base",
    "count": 1,
    "countC1": 0,
    "edges": "CFFC",
    "cities": [
      [
        "N",
        "W"
      ]
    ],
    "roads": [],
    "monastery": false,
    "garden": true,
    "pennants": 1,
    "description": "city on two adjacent sides (connected)"
  },
  {
    "id": "N",
    "set": "base",
    "count": 2,
    "countC1": 3,
    "edges": "CFFC",
    "cities": [
      [
        "N",
        "W"
      ]
    ],
    "roads": [],
    "monastery": false,
    "garden": false,
    "pennants": 0,
    "description": "city on two adjacent sides (connected)"
  },
  {
    "id": "Ng",
    "set": "base",
    "count": 1,
    "countC1": 0,
    "edges": "CFFC",
    "cities": [
      [
        "N",
        "W"
      ]
    ],
    "roads": [],
    "monastery": false,
    "garden": true,
    "pennants": 0,
    "description": "city on two adjacent sides (connected)"
  },
  {
    "id": "O",
    "set": "base",
    "count": 2,
    "countC1": 2,
    "edges": "CRRC",
    "cities": [
      [
        "N",
        "W"
      ]
    ],
    "roads": [
      {
        "sides": [
          "E",
          "S"
        ],
        "ends": false
      }
    ],
    "monastery": false,
    "garden": false,
    "pennants": 1,
    "description": "city on two adjacent sides + road curve"
  },
  {
    "id": "P",
    "set": "base",
    "count": 3,
    "countC1": 3,
    "edges": "CRRC",
    "cities": [
      [
        "N",
        "W"
      ]
    ],
    "roads": [
      {
        "sides": [
          "E",
          "S"
        ],
        "ends": false
      }
    ],
    "monastery": false,
    "garden": false,
    "pennants": 0,
    "description": "city on two adjacent sides + road curve"
  },
  {
    "id": "Q",
    "set": "base",
    "count": 1,
    "countC1": 1,
    "edges": "CCFC",
    "cities": [
      [
        "N",
        "E",
        "W"
      ]
    ],
    "roads": [],
    "monastery": false,
    "garden": false,
    "pennants": 1,
    "description": "city on three sides"
  },
  {
    "id": "R",
    "set": "base",
    "count": 2,
    "countC1": 3,
    "edges": "CCFC",
    "cities": [
      [
        "N",
        "E",
        "W"
      ]
    ],
    "roads": [],
    "monastery": false,
    "garden": false,
    "pennants": 0,
    "description": "city on three sides"
  },
  {
    "id": "Rg",
    "set": "base",
    "count": 1,
    "countC1": 0,
    "edges": "CCFC",
    "cities": [
      [
        "N",
        "E",
        "W"
      ]
    ],
    "roads": [],
    "monastery": false,
    "garden": true,
    "pennants": 0,
    "description": "city on three sides"
  },
  {
    "id": "S",
    "set": "base",
    "count": 2,
    "countC1": 2,
    "edges": "CCRC",
    "cities": [
      [
        "N",
        "W",
        "E"
      ]
    ],
    "roads": [
      {
        "sides": [
          "S"
        ],
        "ends": true
      }
    ],
    "monastery": false,
    "garden": false,
    "pennants": 1,
    "description": "city on three sides + road ending at the city"
  },
  {
    "id": "T",
    "set": "base",
    "count": 1,
    "countC1": 1,
    "edges": "CCRC",
    "cities": [
      [
        "N",
        "W",
        "E"
      ]
    ],
    "roads": [
      {
        "sides": [
          "S"
        ],
        "ends": true
      }
    ],
    "monastery": false,
    "garden": false,
    "pennants": 0,
    "description": "city on three sides + road ending at the city"
  },
  {
    "id": "U",
    "set": "base",
    "count": 7,
    "countC1": 8,
    "edges": "FRFR",
    "cities": [],
    "roads": [
      {
        "sides": [
          "W",
          "E"
        ],
        "ends": false
      }
    ],
    "monastery": false,
    "garden": false,
    "pennants": 0,
    "description": "straight road"
  },
  {
    "id": "Ug",
    "set": "base",
    "count": 1,
    "countC1": 0,
    "edges": "FRFR",
    "cities": [],
    "roads": [
      {
        "sides": [
          "W",
          "E"
        ],
        "ends": false
      }
    ],
    "monastery": false,
    "garden": true,
    "pennants": 0,
    "description": "straight road"
  },
  {
    "id": "V",
    "set": "base",
    "count": 8,
    "countC1": 9,
    "edges": "FFRR",
    "cities": [],
    "roads": [
      {
        "sides": [
          "W",
          "S"
        ],
        "ends": false
      }
    ],
    "monastery": false,
    "garden": false,
    "pennants": 0,
    "description": "road curve"
  },
  {
    "id": "Vg",
    "set": "base",
    "count": 1,
    "countC1": 0,
    "edges": "FFRR",
    "cities": [],
    "roads": [
      {
        "sides": [
          "W",
          "S"
        ],
        "ends": false
      }
    ],
    "monastery": false,
    "garden": true,
    "pennants": 0,
    "description": "road curve"
  },
  {
    "id": "W",
    "set": "base",
    "count": 4,
    "countC1": 4,
    "edges": "FRRR",
    "cities": [],
    "roads": [
      {
        "sides": [
          "E"
        ],
        "ends": true
      },
      {
        "sides": [
          "S"
        ],
        "ends": true
      },
      {
        "sides": [
          "W"
        ],
        "ends": true
      }
    ],
    "monastery": false,
    "garden": false,
    "pennants": 0,
    "description": "3-way junction (roads end)"
  },
  {
    "id": "X",
    "set": "base",
    "count": 1,
    "countC1": 1,
    "edges": "RRRR",
    "cities": [],
    "roads": [
      {
        "sides": [
          "N"
        ],
        "ends": true
      },
      {
        "sides": [
          "E"
        ],
        "ends": true
      },
      {
        "sides": [
          "S"
        ],
        "ends": true
      },
      {
        "sides": [
          "W"
        ],
        "ends": true
      }
    ],
    "monastery": false,
    "garden": false,
    "pennants": 0,
    "description": "4-way crossroads (roads end)"
  },
  {
    "id": "revolt-city",
    "set": "peasant-revolts",
    "count": 5,
    "countC1": 5,
    "symbol": "city",
    "description": "revolt symbol: city (geometry not recorded here)"
  },
  {
    "id": "revolt-road",
    "set": "peasant-revolts",
    "count": 4,
    "countC1": 4,
    "symbol": "road",
    "description": "revolt symbol: road (geometry not recorded here)"
  },
  {
    "id": "revolt-monastery",
    "set": "peasant-revolts",
    "count": 3,
    "countC1": 3,
    "symbol": "monastery",
    "description": "revolt symbol: monastery (geometry not recorded here)"
  },
  {
    "id": "arrow-add",
    "set": "anniversary",
    "count": 5,
    "countC1": 5,
    "symbol": "add",
    "description": "arrow: add a second meeple beside one of yours (geometry not recorded here)"
  },
  {
    "id": "arrow-anywhere",
    "set": "anniversary",
    "count": 5,
    "countC1": 5,
    "symbol": "anywhere",
    "description": "arrow: place a meeple on any unoccupied incomplete feature (geometry not recorded here)"
  },
  {
    "id": "arrow-extra",
    "set": "anniversary",
    "count": 5,
    "countC1": 5,
    "symbol": "extra",
    "description": "arrow: extra turn (geometry not recorded here)"
  },
  {
    "id": "crop1-knight",
    "set": "crop-circles-1",
    "count": 2,
    "countC1": 2,
    "symbol": "shield",
    "description": "shield crop circle (knights); shapes: CFFC city N-W, CCFF caps N;E"
  },
  {
    "id": "crop1-farmer",
    "set": "crop-circles-1",
    "count": 2,
    "countC1": 2,
    "symbol": "pitchfork",
    "description": "pitchfork crop circle (farmers); shapes: CRFF city N + road E ends, CFRR city N + road S-W"
  },
  {
    "id": "crop1-thief",
    "set": "crop-circles-1",
    "count": 2,
    "countC1": 2,
    "symbol": "club",
    "description": "club crop circle (thieves); shapes: FFRR road W-S, RFRR roads N,W,S end"
  },
  {
    "id": "crop2-knight",
    "set": "crop-circles-2",
    "count": 2,
    "countC1": 2,
    "symbol": "shield",
    "description": "shield crop circle (knights); shapes: CFCF caps N;S, CCCC cities W-N;E-S"
  },
  {
    "id": "crop2-farmer",
    "set": "crop-circles-2",
    "count": 2,
    "countC1": 2,
    "symbol": "pitchfork",
    "description": "pitchfork crop circle (farmers); shapes: CFRF city N + road S ends, CRFR city N + roads W,E end"
  },
  {
    "id": "crop2-thief",
    "set": "crop-circles-2",
    "count": 2,
    "countC1": 2,
    "symbol": "club",
    "description": "club crop circle (thieves); shapes: FRRR road W-S + E ends, RRRR road W-S + N,E end"
  }
];
