import { templateLandingHref } from "../../lib/hrefs.ts";
import { templatePictureSrc } from "../../lib/images.ts";
import { Dropdown } from "../../ui/dropdown.tsx";
import { ChevronDownIcon } from "../../ui/icons/chevron-down-icon.tsx";
import { MenuItem } from "../../ui/menu-item.tsx";
import { TEMPLATE_TYPE_LISTINGS } from "../templates/template-type-listings.ts";
import { POPULAR_TEMPLATES } from "./nav-links.ts";
import { NAV_ITEM } from "./nav-styles.ts";

export function PopularTemplatesMenu() {
  return (
    <Dropdown
      trigger={
        <>
          {POPULAR_TEMPLATES} <ChevronDownIcon />
        </>
      }
      triggerClassName={NAV_ITEM}
      panelClassName="w-32 p-0.75"
    >
      <ul className="grid grid-cols-2 gap-0.3">
        {TEMPLATE_TYPE_LISTINGS.map((type) => (
          <li key={type.slug}>
            <MenuItem to={templateLandingHref(type.slug)}>
              <img
                src={templatePictureSrc(type.slug)}
                alt=""
                width={28}
                height={40}
                loading="lazy"
                className="h-2.5 w-1.75 shrink-0 rounded-sm border border-line bg-white"
              />
              {type.title}
            </MenuItem>
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}
