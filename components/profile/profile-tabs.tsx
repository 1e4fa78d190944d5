"use client";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { PersonalInformation } from "./personal-information";
import { PhotosPanel } from "./photos-panel";
import { SavedAddresses } from "./saved-addresses";

export function ProfileTabs() {
  return (
    <Tabs defaultValue="profile" className="grid gap-4">
      <TabsList>
        <TabsTrigger value="profile">Profile</TabsTrigger>
        <TabsTrigger value="addresses">Addresses</TabsTrigger>
        <TabsTrigger value="photos">Photos</TabsTrigger>
      </TabsList>
      <TabsContent value="profile">
        <PersonalInformation />
      </TabsContent>
      <TabsContent value="addresses">
        <SavedAddresses />
      </TabsContent>
      <TabsContent value="photos">
        <PhotosPanel />
      </TabsContent>
    </Tabs>
  );
}
