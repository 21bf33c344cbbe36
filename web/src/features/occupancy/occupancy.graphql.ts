import { graphql } from '../../gql';

// /statistics/occupancy (OccupancyPage.tsx)
export const OccupancyFiguresFieldsFragment = graphql(`
  fragment OccupancyFiguresFields on OccupancyFigures {
    bedsOffered
    womenOnlyBedsOffered
    bedsUsed
    womenOnlyBedsUsed
    heldNotUsed
    requests
    turnedAway
    turnedAwayFull
    turnedAwayQueued
    turnedAwayDeclined
    guests
  }
`);

export const OccupancyNightFieldsFragment = graphql(`
  fragment OccupancyNightFields on OccupancyNight {
    night
    bedsOffered
    womenOnlyBedsOffered
    bedsUsed
    womenOnlyBedsUsed
    heldNotUsed
    requests
    turnedAway
    turnedAwayFull
    turnedAwayQueued
    turnedAwayDeclined
    guests
  }
`);

export const OccupancyReportDocument = graphql(`
  query OccupancyReport($period: OccupancyPeriod!, $date: LocalDate, $start: LocalDate, $end: LocalDate, $regionId: ID) {
    occupancy(period: $period, date: $date, start: $start, end: $end, regionId: $regionId) {
      period
      start
      end
      previousStart
      previousEnd
      hasPrevious
      totals {
        ...OccupancyFiguresFields
      }
      previous {
        ...OccupancyFiguresFields
      }
      nights {
        ...OccupancyNightFields
      }
      regions {
        region {
          id
          name
        }
        totals {
          ...OccupancyFiguresFields
        }
        previous {
          ...OccupancyFiguresFields
        }
      }
      shelters {
        shelter {
          id
          name
        }
        region {
          id
          name
        }
        totals {
          ...OccupancyFiguresFields
        }
        previous {
          ...OccupancyFiguresFields
        }
        nights {
          ...OccupancyNightFields
        }
      }
    }
  }
`);
