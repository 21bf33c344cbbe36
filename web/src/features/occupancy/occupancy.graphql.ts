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
      }
    }
  }
`);

/**
 * One shelter's nights, asked for when it is chosen (issue 34 §2): every shelter's nights were most
 * of the report, of the page's HTML and of its first render, and the page shows them one shelter
 * at a time.
 */
export const OccupancyShelterNightsDocument = graphql(`
  query OccupancyShelterNights(
    $period: OccupancyPeriod!
    $date: LocalDate
    $start: LocalDate
    $end: LocalDate
    $regionId: ID
    $shelterId: ID!
  ) {
    occupancy(period: $period, date: $date, start: $start, end: $end, regionId: $regionId, shelterId: $shelterId) {
      shelters {
        shelter {
          id
        }
        nights {
          ...OccupancyNightFields
        }
      }
    }
  }
`);
