export { StatTile, type StatChange, type StatDirection, type StatTileProps } from './StatTile';
