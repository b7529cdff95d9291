-- The stock search's sku condition is a list of codes (decision 027): saved views of the stock list
-- (themes of bizType inventory.inventory) stored before it hold a text. A text that is a code
-- becomes a one-code list; a blank text, or one that no code can be (spaces, wildcards, more than
-- 64 characters), is dropped, so the view applies with its other conditions instead of failing.
-- Themes are the users' own: their updated_at is left as it was.
UPDATE themes
   SET conditions = CASE
         WHEN btrim(conditions->>'sku') ~ '^[A-Za-z0-9][A-Za-z0-9._-]*$' AND length(btrim(conditions->>'sku')) <= 64
           THEN jsonb_set(conditions, '{sku}', jsonb_build_array(btrim(conditions->>'sku')))
         ELSE conditions - 'sku'
       END
 WHERE biz_type = 'inventory.inventory' AND jsonb_typeof(conditions->'sku') = 'string';
