import { Menu, X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { AdminSidebarNav } from "./AdminSidebarNav";

/** The admin sidebar as a slide-in drawer on small screens. */
export function AdminDrawer() {
  const [open, setOpen] = useState(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open admin menu">
          <Menu aria-hidden="true" />
        </Button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-navy-950/60 animate-fade-in md:hidden" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] shadow-xl animate-slide-in-left md:hidden"
        >
          <DialogPrimitive.Title className="sr-only">Admin menu</DialogPrimitive.Title>
          <AdminSidebarNav onNavigate={() => setOpen(false)} />
          <DialogPrimitive.Close asChild>
            <Button
              variant="ghost"
              size="icon"
              className="on-dark absolute top-3 right-3 text-navy-50 hover:bg-navy-800 hover:text-white"
              aria-label="Close admin menu"
            >
              <X aria-hidden="true" />
            </Button>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
