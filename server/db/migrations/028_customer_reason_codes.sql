-- Customer reasons are codes (decision 022): the platform sends one of customerReasonLabels
-- (src/contract/order/labels.ts) and the screens and exports label it in the screen's language.
-- Requests seeded before this migration carry the English sentence the seed wrote: each becomes
-- its code. Any other text is left as it is (shown as written).
UPDATE order_requests SET reason = CASE reason
  WHEN 'Ordered by mistake' THEN 'orderedByMistake'
  WHEN 'Found a better price' THEN 'betterPrice'
  WHEN 'Delivery takes too long' THEN 'deliveryTooSlow'
  WHEN 'Changed my mind' THEN 'changedMind'
  WHEN 'Wrong size chosen' THEN 'wrongSizeChosen'
  WHEN 'Item damaged on arrival' THEN 'damagedOnArrival'
  WHEN 'Not as described' THEN 'notAsDescribed'
  WHEN 'Wrong item received' THEN 'wrongItem'
  WHEN 'Does not fit' THEN 'doesNotFit'
  WHEN 'Quality not as expected' THEN 'qualityBelowExpectation'
  WHEN 'Parcel lost in transit' THEN 'lostInTransit'
  WHEN 'Missing parts' THEN 'missingParts'
  WHEN 'Late delivery compensation' THEN 'lateDeliveryCompensation'
  WHEN 'Returned item' THEN 'returnedItem'
  ELSE reason END
 WHERE reason IN ('Ordered by mistake', 'Found a better price', 'Delivery takes too long', 'Changed my mind', 'Wrong size chosen', 'Item damaged on arrival', 'Not as described', 'Wrong item received', 'Does not fit', 'Quality not as expected', 'Parcel lost in transit', 'Missing parts', 'Late delivery compensation', 'Returned item');
